import 'server-only';
import { getDb } from '@/server/db/client';
import { batchedCounter, COUNTER } from '@/server/counters';
import { logFailure } from '@/server/log';
import { HONEYPOT_FIELD, type LeadForm } from '../schemas';
import { refusalLocation } from './submission';

/** The forms' actions (src/features/leads/actions.ts) by their exported names. */
const FORM_OF_ACTION: Record<string, LeadForm> = { submitBooking: 'booking', submitContact: 'contact', subscribeNewsletter: 'newsletter' };

/**
 * The check scripts/serve.ts runs on a form post without JavaScript before Next sees it
 * (src/lib/site-server.ts): a filled honeypot is a bot's post, sent back to its page (303) as
 * the action would, counted and logged the same way, at a tenth of the cost of Next's action
 * machinery. Anything else goes on to the action, which checks the honeypot again for posts from
 * the page's script.
 */
export function createLeadsFormGate(count: (name: string) => void) {
  return ({ action, fields }: { action: string; fields: Record<string, string> }): string | null => {
    const form = FORM_OF_ACTION[action];
    if (!form || (fields[HONEYPOT_FIELD] ?? '').trim() === '') return null;
    logFailure(`[leads] ${form}: honeypot filled, dropped`, null);
    count(COUNTER.honeypot[form]);
    return refusalLocation('honeypot', fields);
  };
}

/** The gate of the running site: honeypot hits written to the database every few seconds. */
export const leadsFormGate = createLeadsFormGate(batchedCounter(getDb, logFailure).count);
