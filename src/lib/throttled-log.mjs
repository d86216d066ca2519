// Plain JavaScript, so that scripts/serve.mjs (run by plain Node) and the app share it.

/**
 * A log that writes at most one line per interval and says how many it left out: lines that
 * anyone on the internet can trigger (forged action ids, CSP reports) can never flood the log.
 * @param {(line: string) => void} write
 * @param {number} [intervalMs]
 * @returns {(line: string, now?: number) => void}
 */
export function createThrottledLog(write, intervalMs = 60_000) {
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
