// The bench's child processes: every long-running child (the site's server, Chromium, nginx) is
// started in its own process group and registered for cleanup, which runs at the end of the run,
// on an error, or on SIGINT/SIGTERM; the bench's log; and the median of a run's samples.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { envOfBuild } from '../build';
import { waitForHttp } from '../ports';
import { ROOT, TS, childEnv } from '../run';

export const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

/** A step of the cleanup: removes a folder, stops a child. */
type CleanupStep = () => unknown;
const cleanups: CleanupStep[] = [];

/** A long-running child of the bench (startProcess). */
export type BenchProcess = {
  child: ChildProcess;
  /** Stops the child's process group: SIGTERM, SIGKILL after 5 s. */
  stop: () => Promise<void>;
  /** The last 4000 characters the child wrote (stdout and stderr). */
  output: () => string;
};

/** Registers a step of the cleanup; the steps run last registered, first. */
export function onCleanup(step: CleanupStep): void {
  cleanups.push(step);
}

export async function cleanup(): Promise<void> {
  for (let step = cleanups.pop(); step; step = cleanups.pop()) {
    try {
      await step();
    } catch (error) {
      log(`cleanup: ${error}`);
    }
  }
}

/** On SIGINT or SIGTERM: cleans up and exits with 130. */
export function cleanupOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, async () => {
      await cleanup();
      process.exit(130);
    });
  }
}

/** Starts a long-running child in its own process group; registered for cleanup. */
export function startProcess(command: string, argv: readonly string[], options: SpawnOptions = {}): BenchProcess {
  const child = spawn(command, argv, { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output = (output + d).slice(-4000)));
  child.stderr?.on('data', (d: Buffer) => (output = (output + d).slice(-4000)));
  const stop = () => stopProcess(child);
  onCleanup(stop);
  return { child, stop, output: () => output };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  // No pid: the child never started, there is nothing to stop.
  const pid = child.pid;
  if (pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  const timedOut = await Promise.race([exited.then(() => false), sleep(5000).then(() => true)]);
  if (timedOut) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
    await exited;
  }
}

/** The median of the finite numbers among `values` (a run's missing figures are null); null when none. */
export const median = (values: readonly unknown[]): number | null => {
  const v = values.filter((x): x is number => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

// ---------------------------------------------------------------- production server
export async function startNext(port: number, dataDir: string): Promise<BenchProcess> {
  // The production server (scripts/serve.ts, what npm start runs), with the variables the build
  // was made with.
  const server = startProcess(process.execPath, [...TS, path.join(ROOT, 'scripts', 'serve.ts')], {
    // The load curve's reveal calls come from one address: without this, the server's bucket of
    // POSTs per client would answer all but the first 20 itself, and the row would measure it.
    env: { ...envOfBuild(childEnv()), PORT: String(port), DATA_DIR: dataDir, POST_BURST: '1000000000', POST_RATE: '1000000000' },
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, 60_000);
  } catch (error) {
    throw new Error(`the site's server did not come up: ${error}\n${server.output()}`);
  }
  return server;
}
