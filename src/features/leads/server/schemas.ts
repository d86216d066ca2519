import { isConsultantId } from '@/features/consultants/data';
import { isFreeMailAddress } from './free-mail-list';
import { bookingSchema, businessEmailWith, contactSchema, newsletterSchema } from '../schemas';

/**
 * The schemas the server decides with: the browser's, with the business email checked against
 * the whole free-mail list (the browser knows only the common providers), and a booking's
 * consultant checked against the directory (the form sends an id; the emails show the
 * directory's name for it, never text from the request).
 */
const businessEmail = businessEmailWith(isFreeMailAddress);

const directoryConsultant = bookingSchema.shape.consultant.refine((id) => id === undefined || isConsultantId(id), { error: 'errors.invalidOption' });

export const serverSchemas = {
  booking: bookingSchema.extend({ email: businessEmail, consultant: directoryConsultant }),
  contact: contactSchema.extend({ email: businessEmail }),
  newsletter: newsletterSchema,
} as const;
