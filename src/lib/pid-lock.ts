// Lock files that hold their owner's pid: the PGlite database's (the server and the tools) and
// the build's. The server (src/server/db/client.ts) and the scripts share these rules.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** True when process `pid` runs (also when it runs under another user: EPERM). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one embedded Postgres: two processes on one directory corrupt it. The lock file
 * (`<DATA_DIR>/pglite.lock`) holds the owner's pid; a lock of a process that no longer runs is
 * taken over. Throws when another running process holds it; returns the release.
 */
export function lockPglite(lockFile: string): () => void {
  let owner: number | undefined;
  try {
    owner = Number(readFileSync(lockFile, 'utf8').trim()) || undefined;
  } catch {
    owner = undefined;
  }
  if (owner && owner !== process.pid && isRunning(owner)) {
    throw new Error(
      `The PGlite database in ${path.dirname(lockFile)} is in use by process ${owner}. ` +
        'PGlite serves one process: stop the other server, give this one another DATA_DIR, or set DATABASE_URL.',
    );
  }
  writeFileSync(lockFile, String(process.pid), { mode: 0o600 });
  return () => {
    try {
      if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) rmSync(lockFile);
    } catch {
      // already gone
    }
  };
}
