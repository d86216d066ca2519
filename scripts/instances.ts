// npm run instances [-- N]: N (2) production servers on one throw-away PostgreSQL on this
// machine, as several instances behind a load balancer would run: builds when stale, starts
// PostgreSQL (Debian's package) in a temp dir, then the servers with TRUST_PROXY=loopback (a
// proxy on this machine may name the client). Ctrl-C stops everything and removes the database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuild, envOfBuild } from './lib/build';
import { startInstances, type Instances } from './lib/instances';
import { startPostgres } from './lib/postgres';

const count = Number(process.argv[2] ?? 2);
const log = (line: string) => process.stderr.write(`[instances] ${line}\n`);

await ensureBuild(process.env, 'instances');
const database = await startPostgres();
const dataDir = mkdtempSync(path.join(tmpdir(), 'instances-'));
log(`PostgreSQL on ${database.url()}`);
let instances: Instances | undefined;
function shutdown(): never {
  instances?.stop();
  database.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
try {
  instances = await startInstances({
    count,
    // On loopback unless HOST says otherwise: a demonstration, reached at the addresses printed below.
    env: { ...envOfBuild(process.env), HOST: process.env.HOST || '127.0.0.1', DATABASE_URL: database.url(), TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback' },
    dataDir,
    stdio: 'inherit',
  });
} catch (error) {
  log(`the servers did not come up: ${error instanceof Error ? error.message : String(error)}`);
  shutdown();
}
log(`${count} instances on one database: ${instances.origins.join('  ')}  (Ctrl-C stops them)`);
