import { getDb } from '@/server/db/client';
import { healthReport } from '@/server/health';

// Never prerendered or cached: each call checks the database now.
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const report = await healthReport({ getDb, log: (message, error) => console.error(message, error) });
  return Response.json(report, {
    status: report.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
