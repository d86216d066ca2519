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
  /** Booking success: the chosen date (yyyy-mm-dd), for the 'Consultation booked!' description. */
  date?: string;
};

export const initialFormState: FormState = { status: 'idle', values: {}, errors: {} };
