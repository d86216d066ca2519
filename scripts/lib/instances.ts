// Several production servers (scripts/serve.ts) side by side on one database: what
// `npm run instances` starts, and what tests/build/instances.test.ts drives.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort, waitForHttp } from './ports';
import { ROOT, TS } from './run';

export type InstancesOptions = { count?: number; env: NodeJS.ProcessEnv; dataDir: string; stdio?: 'ignore' | 'inherit' };

/** The running servers: their origins (http://127.0.0.1:<port>), their processes, and stop() to end them. */
export type Instances = { origins: string[]; children: ChildProcess[]; stop: () => void };

/**
 * Starts `count` servers at the same moment with the given variables (DATABASE_URL among them),
 * each on a free port and with its own DATA_DIR under dataDir; resolves once every one answers
 * /api/health.
 */
export async function startInstances({ count = 2, env, dataDir, stdio = 'ignore' }: InstancesOptions): Promise<Instances> {
  const ports: number[] = [];
  for (let i = 0; i < count; i++) ports.push(await freePort());
  const children = ports.map((port, i) =>
    spawn(process.execPath, [...TS, path.join(ROOT, 'scripts', 'serve.ts')], {
      cwd: ROOT,
      env: { ...env, PORT: String(port), DATA_DIR: path.join(dataDir, `instance-${i + 1}`), NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', stdio, stdio],
    }),
  );
  const origins = ports.map((port) => `http://127.0.0.1:${port}`);
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  try {
    await Promise.all(origins.map((origin) => waitForHttp(`${origin}/api/health`, 90_000)));
  } catch (error) {
    stop();
    throw error;
  }
  return { origins, children, stop };
}
