'use server';

import { headers } from 'next/headers';
import { clientIp } from '@/server/client-ip';
import type { FormState } from './form-state';
import { defaultLeadDeps, formDataFields, handleBooking, handleContact, handleSubscribe, type LeadInput } from './server/handlers';

async function input(formData: FormData): Promise<LeadInput> {
  return { fields: formDataFields(formData), ip: clientIp(await headers()) };
}

/** The consultation booking dialog. */
export async function submitBooking(_prev: FormState, formData: FormData): Promise<FormState> {
  return handleBooking(await input(formData), defaultLeadDeps());
}

/** The contact form of the home page. */
export async function submitContact(_prev: FormState, formData: FormData): Promise<FormState> {
  return handleContact(await input(formData), defaultLeadDeps());
}

/** The newsletter box (footer, news page). */
export async function subscribeNewsletter(_prev: FormState, formData: FormData): Promise<FormState> {
  return handleSubscribe(await input(formData), defaultLeadDeps());
}
