import 'server-only';
import { isConsultantId, type ConsultantId } from '@/features/consultants/data';

/**
 * Contact details of the directory's consultants. They exist only on the server and are sent
 * only by the reveal call (src/app/api/consultants/[id]/reveal/route.ts), which enforces the
 * limit. No page or client component may import this module (a unit test checks the imports,
 * tests/integration/no-contact-leak.test.ts checks the build output).
 */
export type ContactDetails = { email: string; phone: string };

export const consultantContacts: Readonly<Record<ConsultantId, ContactDetails>> = {
  'sarah-mitchell': { email: 'sarah.mitchell@chatgpt-consultant.com', phone: '+44 20 7946 0312' },
  'james-carter': { email: 'james.carter@chatgpt-consultant.com', phone: '+1 212 555 0147' },
  'amira-haddad': { email: 'amira.haddad@chatgpt-consultant.com', phone: '+971 4 555 2189' },
  'wei-lin-tan': { email: 'weilin.tan@chatgpt-consultant.com', phone: '+65 6555 0423' },
  'kenji-watanabe': { email: 'kenji.watanabe@chatgpt-consultant.com', phone: '+81 3 5555 0718' },
  'olivia-bennett': { email: 'olivia.bennett@chatgpt-consultant.com', phone: '+61 2 5550 1934' },
  'lukas-schneider': { email: 'lukas.schneider@chatgpt-consultant.com', phone: '+49 30 5557 2046' },
  'camille-dubois': { email: 'camille.dubois@chatgpt-consultant.com', phone: '+33 1 55 58 42 17' },
  'marcus-johnson': { email: 'marcus.johnson@chatgpt-consultant.com', phone: '+1 415 555 0162' },
  'priya-sharma': { email: 'priya.sharma@chatgpt-consultant.com', phone: '+91 80 5555 3821' },
  'daniel-okafor': { email: 'daniel.okafor@chatgpt-consultant.com', phone: '+234 1 555 0274' },
  'sofia-martinez': { email: 'sofia.martinez@chatgpt-consultant.com', phone: '+34 91 555 3618' },
  'erik-lindqvist': { email: 'erik.lindqvist@chatgpt-consultant.com', phone: '+46 8 555 204 73' },
  'hannah-fischer': { email: 'hannah.fischer@chatgpt-consultant.com', phone: '+41 44 555 81 39' },
  'noah-williams': { email: 'noah.williams@chatgpt-consultant.com', phone: '+1 416 555 0193' },
  'layla-al-mansouri': { email: 'layla.almansouri@chatgpt-consultant.com', phone: '+971 2 555 7342' },
  'matthias-vogel': { email: 'matthias.vogel@chatgpt-consultant.com', phone: '+49 89 5556 1827' },
  'chloe-laurent': { email: 'chloe.laurent@chatgpt-consultant.com', phone: '+41 22 555 46 08' },
  'rahul-mehta': { email: 'rahul.mehta@chatgpt-consultant.com', phone: '+91 22 5555 6490' },
  'emma-walsh': { email: 'emma.walsh@chatgpt-consultant.com', phone: '+353 1 555 2763' },
  'jae-won-park': { email: 'jaewon.park@chatgpt-consultant.com', phone: '+82 2 555 0381' },
  'isabela-costa': { email: 'isabela.costa@chatgpt-consultant.com', phone: '+55 11 5555 2907' },
  'grace-wanjiru': { email: 'grace.wanjiru@chatgpt-consultant.com', phone: '+254 20 555 4416' },
  'liam-oconnor': { email: 'liam.oconnor@chatgpt-consultant.com', phone: '+1 312 555 0128' },
  'mia-van-der-berg': { email: 'mia.vanderberg@chatgpt-consultant.com', phone: '+31 20 555 8732' },
};

export function contactOf(id: string): ContactDetails | undefined {
  return isConsultantId(id) ? consultantContacts[id] : undefined;
}
