/** What every lead action returns to useActionState (and what a no-JS reload renders). */
export type FormStatus = 'idle' | 'success' | 'error';

export type FormState = {
  status: FormStatus;
  /** The entered values (visible fields only), to refill the form after a refusal; empty on success. */
  values: Record<string, string>;
  /** Field name -> message key of the 'forms' namespace (e.g. 'errors.required'). */
  errors: Record<string, string>;
  /** Message key of a toast in 'forms' holding { title, description } (e.g. 'errors.bookingFailed'). */
  notice?: string;
  /** Booking success: the slot booked ('2026-12-07T09:00Z') and the visitor's zone, for the 'Consultation booked!' description. */
  slot?: string;
  timeZone?: string;
  /** Booking: free slots to choose from (the nearest ones after a slot was taken; the next days' without JavaScript). */
  slots?: string[];
  /** Booking: the owner's time zone, in which the slots are offered. */
  ownerTimeZone?: string;
};

export const initialFormState: FormState = { status: 'idle', values: {}, errors: {} };

/**
 * The props of a form's outcome (a summary, a notice, a success). Without JavaScript the answer to
 * a post is a new page, shown from its top: `autofocus` (React writes it into the server's HTML)
 * has the browser focus the outcome and scroll it into view. In the browser React leaves the
 * autoFocus of a div or a p alone: there the toasts and the first wrong field's focus answer.
 */
export const outcome = { tabIndex: -1, autoFocus: true } as const;
