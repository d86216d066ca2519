// Whether a process runs: for the lock files of the PGlite database and of the build. Plain
// JavaScript so that the server (src/server/db/client.ts) and the scripts share this one rule.

/**
 * True when process `pid` runs (also when it runs under another user: EPERM).
 * @param {number} pid
 * @returns {boolean}
 */
export function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}
