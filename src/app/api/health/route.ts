import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import { getDb } from '@/server/db/client';
import { healthReport } from '@/server/health';
import { logFailure } from '@/server/log';

// Never prerendered or cached: each call checks the database now.
export const dynamic = 'force-dynamic';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when the request carries HEALTH_TOKEN as a bearer token (compared in constant time). */
function isMonitor(request: Request): boolean {
  const token = env().HEALTH_TOKEN;
  const given = request.headers.get('authorization')?.match(/^Bearer (.+)$/)?.[1];
  return Boolean(token && given && timingSafeEqual(digest(given), digest(token)));
}

/**
 * 200 { status: 'ok' } or 503 { status: 'error' } for anyone (a load balancer's check); the
 * database and outbox details only for monitoring with HEALTH_TOKEN: the lead and mail volume
 * is nothing for outsiders to read.
 */
export async function GET(request: Request): Promise<Response> {
  const report = await healthReport({ getDb, log: logFailure });
  return Response.json(isMonitor(request) ? report : { status: report.status }, {
    status: report.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
