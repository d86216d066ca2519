// The server (src/server/db/client.ts) and the scripts share it.
import { chmodSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Makes a folder and everything in it its owner's alone: folders 0700, files 0600. PGlite writes
 * its cluster 0666 whatever the umask, and a DATA_DIR from before may hold files of any mode.
 */
export function restrictToOwner(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) restrictToOwner(full);
    else if (entry.isFile()) chmodSync(full, 0o600);
  }
}
