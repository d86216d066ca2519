import { SPECULATION_RULES_TYPE, speculationRules } from '@/components/site/speculation-rules';

// Written once, at build time, like the pages; every page names it in its Speculation-Rules header.
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(speculationRules(), { headers: { 'content-type': SPECULATION_RULES_TYPE } });
}
