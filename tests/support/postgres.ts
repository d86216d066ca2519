import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/ports.mjs';

/**
 * A real PostgreSQL server for the integration tests: Debian's `postgresql` package, initdb into
 * a temp dir, a free loopback port, removed at the end. The server refuses to run as root, so as
 * root it runs as the `postgres` user. Where the binaries are missing: in CI the tests fail (CI
 * installs the package, .ci/run), locally they are skipped with the reason.
 */
export function postgresBinDir(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(root, v, 'bin')).find((dir) => existsSync(path.join(dir, 'initdb')));
}

/** As root with apt-get (CI, a fresh container), installs Debian's package, as find-chromium does. */
function installPostgres(): boolean {
  if (process.getuid?.() !== 0 || spawnSync('sh', ['-c', 'command -v apt-get']).status !== 0) return false;
  console.info('[postgres] installing Debian postgresql with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update'], { stdio: 'ignore', env });
  return spawnSync('apt-get', ['install', '-y', 'postgresql'], { stdio: 'ignore', env }).status === 0;
}

export const postgresMissing = postgresBinDir() || (installPostgres() && postgresBinDir())
  ? undefined
  : 'PostgreSQL is not installed (apt-get install -y postgresql, or PG_BIN=<dir of initdb and pg_ctl>)';
if (postgresMissing && process.env.CI) throw new Error(`${postgresMissing}: CI must run the PostgreSQL tests`);
if (postgresMissing) console.warn(`[postgres] skipping the PostgreSQL tests: ${postgresMissing}`);

export async function startPostgres(): Promise<{ url: (db?: string) => string; stop: () => void }> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(postgresMissing);
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
  const data = path.join(dir, 'data');
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]] : [path.join(bin, cmd), args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  run('pg_ctl', ['-D', data, '-w', '-l', path.join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  return {
    url: (db = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${db}`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
