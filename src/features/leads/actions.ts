'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { clientIp } from '@/server/client-ip';
import type { FormState } from './form-state';
import { handleBooking, handleContact, handleSubscribe } from './server/handlers';
import { defaultLeadDeps, formDataFields, refusalLocation, type LeadDeps, type LeadInput, type Refusal } from './server/submission';

type Handler = (input: LeadInput, deps: LeadDeps) => Promise<FormState>;

/**
 * Runs a form's handler. A post sent without JavaScript is answered with the page rendered again
 * (its form refilled), except when it was refused before anything was stored (a bot's honeypot,
 * a client over its limit): then a 303 to a short answer, so that a flood of such posts costs no
 * page renders. Posts from the page's script (Next-Action header) always get the form's state.
 */
async function run(handler: Handler, formData: FormData): Promise<FormState> {
  const requestHeaders = await headers();
  const fields = formDataFields(formData);
  let refusal: Refusal | undefined;
  const state = await handler({ fields, ip: clientIp(requestHeaders) }, { ...defaultLeadDeps(), onRefusal: (reason) => (refusal = reason) });
  if (refusal && !requestHeaders.has('next-action')) redirect(refusalLocation(refusal, fields));
  return state;
}

/** The consultation booking dialog. */
export async function submitBooking(_prev: FormState, formData: FormData): Promise<FormState> {
  return run(handleBooking, formData);
}

/** The contact form of the home page. */
export async function submitContact(_prev: FormState, formData: FormData): Promise<FormState> {
  return run(handleContact, formData);
}

/** The newsletter box (footer, news page). */
export async function subscribeNewsletter(_prev: FormState, formData: FormData): Promise<FormState> {
  return run(handleSubscribe, formData);
}
