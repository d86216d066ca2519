import type { NextRequest } from 'next/server';
import { cspReportLines } from '@/server/csp-report';
import { createThrottledLog } from '@/lib/throttled-log';

/** One line a minute at most, whoever sends reports and however many (each line says how many it stands for). */
const log = createThrottledLog((line) => process.stderr.write(line));

/** Largest report body read; browsers send a few hundred bytes per violation. The site's server refuses larger bodies before they are read. */
const MAX_BYTES = 64 * 1024;

/**
 * Where browsers report Content-Security-Policy violations (report-uri and report-to of every
 * page's policy). Anyone can post here: the answer is always 204, nothing is stored, and the log
 * is throttled and carries no query string (links can hold tokens).
 */
export async function POST(request: NextRequest): Promise<Response> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length <= MAX_BYTES) {
    const body = await request.text();
    if (body.length <= MAX_BYTES) for (const line of cspReportLines(body)) log(line);
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
