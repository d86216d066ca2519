import { isFreeMailAddress } from './free-mail-list';
import { bookingSchema, businessEmailWith, contactSchema, newsletterSchema } from './schemas';

/**
 * The schemas the server decides with: the browser's, with the business email checked against
 * the whole free-mail list (the browser knows only the common providers).
 */
const businessEmail = businessEmailWith(isFreeMailAddress);

export const serverSchemas = {
  booking: bookingSchema.extend({ email: businessEmail }),
  contact: contactSchema.extend({ email: businessEmail }),
  newsletter: newsletterSchema,
} as const;
