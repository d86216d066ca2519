// A throw-away PostgreSQL server from Debian's `postgresql` package: initdb into a temp dir, a free
// loopback port, removed by stop(). The server refuses to run as root, so as root it runs as the
// `postgres` user. Used by the integration tests (tests/support/postgres.ts) and by
// `npm run instances` (scripts/instances.ts).
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports';

export const POSTGRES_HINT = 'PostgreSQL is not installed (apt-get install -y postgresql, or PG_BIN=<dir of initdb and pg_ctl>)';

/** The directory of initdb and pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/<version>/bin. */
export function postgresBinDir(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(root, v, 'bin')).find((dir) => existsSync(path.join(dir, 'initdb')));
}

/** As root with apt-get (CI, a fresh container), installs Debian's package, as find-chromium does. */
export function installPostgres({ quiet = false }: { quiet?: boolean } = {}): boolean {
  if (process.getuid?.() !== 0 || spawnSync('sh', ['-c', 'command -v apt-get']).status !== 0) return false;
  if (!quiet) process.stderr.write('[postgres] installing Debian postgresql with apt-get\n');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update'], { stdio: 'ignore', env });
  return spawnSync('apt-get', ['install', '-y', 'postgresql'], { stdio: 'ignore', env }).status === 0;
}

/** A running throw-away server. */
export type PostgresServer = {
  url: (db?: string) => string;
  createDatabase: (name: string) => void;
  pause: () => void;
  resume: () => void;
  stop: () => void;
};

/**
 * Starts a server; resolves to { url(db), createDatabase(name), pause(), resume(), stop() }:
 * pause() stops the server at once as a crash would (its data stays), resume() starts it again
 * on the same port.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(POSTGRES_HINT);
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const run = (cmd: string, args: string[]) => {
    const [file, argv]: [string, string[]] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]] : [path.join(bin, cmd), args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const start = () =>
    run('pg_ctl', ['-D', data, '-w', '-l', path.join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start']);
  start();
  return {
    url: (db = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${db}`,
    createDatabase: (name) => run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]),
    pause: () => run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']),
    resume: start,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
