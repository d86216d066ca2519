// @ts-nocheck -- typed in the next commit
// The bench's child processes: every long-running child (the site's server, Chromium, nginx) is
// started in its own process group and registered for cleanup, which runs at the end of the run,
// on an error, or on SIGINT/SIGTERM; the bench's log; and the median of a run's samples.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { envOfBuild } from '../build';
import { waitForHttp } from '../ports';
import { ROOT, TS, childEnv } from '../run';

export const log = (message) => process.stderr.write(`[bench] ${message}\n`);
const cleanups = [];

/** Registers a step of the cleanup; the steps run last registered, first. */
export function onCleanup(step) {
  cleanups.push(step);
}

export async function cleanup() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      log(`cleanup: ${error}`);
    }
  }
}

/** On SIGINT or SIGTERM: cleans up and exits with 130. */
export function cleanupOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      await cleanup();
      process.exit(130);
    });
  }
}

/** Starts a long-running child in its own process group; registered for cleanup. */
export function startProcess(command, argv, options = {}) {
  const child = spawn(command, argv, { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let output = '';
  child.stdout?.on('data', (d) => (output = (output + d).slice(-4000)));
  child.stderr?.on('data', (d) => (output = (output + d).slice(-4000)));
  const stop = () => stopProcess(child);
  onCleanup(stop);
  return { child, stop, output: () => output };
}

async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timedOut = await Promise.race([exited.then(() => false), sleep(5000).then(() => true)]);
  if (timedOut) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    await exited;
  }
}

export const median = (values) => {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

// ---------------------------------------------------------------- production server
export async function startNext(port, dataDir) {
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
