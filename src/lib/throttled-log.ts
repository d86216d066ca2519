// scripts/serve.ts and the app share it.

/**
 * A log that writes at most one line per interval and says how many it left out: lines that
 * anyone on the internet can trigger (forged action ids, CSP reports) can never flood the log.
 */
export function createThrottledLog(write: (line: string) => void, intervalMs = 60_000): (line: string, now?: number) => void {
  let last = -Infinity;
  let skipped = 0;
  return (line, now = Date.now()) => {
    if (now - last < intervalMs) {
      skipped++;
      return;
    }
    write(`${line}${skipped ? ` (and ${skipped} more since the last line)` : ''}\n`);
    last = now;
    skipped = 0;
  };
}

/**
 * One gate per kind of event: `allow(kind)` is the number of times the kind was held back since
 * it last passed (0 the first time), or null while its interval runs. At most `maxKinds` kinds
 * are told apart; past that, new kinds share one gate, so that no visitor can grow the table.
 */
export function createThrottle(intervalMs = 60_000, maxKinds = 500): (kind: string, now?: number) => number | null {
  const gates = new Map<string, { last: number; skipped: number }>();
  return (kind, now = Date.now()) => {
    let gate = gates.get(kind);
    if (!gate) {
      if (gates.size >= maxKinds) {
        for (const [k, g] of gates) if (now - g.last >= intervalMs && g.skipped === 0) gates.delete(k);
        if (gates.size >= maxKinds) kind = '\0more kinds';
      }
      gate = gates.get(kind) ?? { last: -Infinity, skipped: 0 };
      gates.set(kind, gate);
    }
    if (now - gate.last < intervalMs) {
      gate.skipped++;
      return null;
    }
    const skipped = gate.skipped;
    gate.last = now;
    gate.skipped = 0;
    return skipped;
  };
}

/**
 * A log of one line per kind and interval, each with the count it left out: every refusal and
 * failure the server owns says once a minute what happened, however often it happens.
 */
export function createKindLog(write: (line: string) => void, intervalMs = 60_000): (kind: string, line?: string, now?: number) => void {
  const allow = createThrottle(intervalMs);
  return (kind, line = kind, now = Date.now()) => {
    const skipped = allow(kind, now);
    if (skipped === null) return;
    write(`${line}${skipped ? ` (and ${skipped} more since the last line)` : ''}\n`);
  };
}

/** The kind of a free-form log line: its first line, numbers and hex ids blanked, cut short. */
export const kindOf = (line: string): string =>
  line
    .split('\n', 1)[0]
    .replace(/\b[0-9a-f]{8,}\b|\d+/gi, '#')
    .slice(0, 80);
