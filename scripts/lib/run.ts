// Child processes for the harness scripts: inherit stdio, forward termination signals,
// resolve with the exit code (a signal death counts as failure).
import { spawn, type StdioOptions } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(path.join(ROOT, 'package.json'));

/** Absolute path of a package's CLI entry (node_modules/.bin may be missing or a shell shim). */
export function binOf(pkg: string, name: string = pkg): string {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const manifest: { bin?: string | Record<string, string> } = require(manifestPath);
  const bins: Record<string, string | undefined> = typeof manifest.bin === 'string' ? { [name]: manifest.bin } : (manifest.bin ?? {});
  const only = Object.keys(bins).length === 1 ? Object.values(bins)[0] : undefined;
  const rel = bins[name] ?? only;
  if (!rel) throw new Error(`${pkg} has no "${name}" executable`);
  return path.join(path.dirname(manifestPath), rel);
}

/**
 * Node's arguments that let a script import TypeScript: tsx's loader. The scripts share the app's
 * modules in src/lib as they are (`node --import tsx scripts/serve.ts`, and every child a script or
 * a test starts: `spawn(process.execPath, [...TS, script])`).
 */
export const TS: string[] = ['--import', pathToFileURL(require.resolve('tsx')).href];

/** Environment every child gets: no telemetry calls to a network we do not have. */
export function childEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  return { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extra };
}

const FORWARDED: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

export type RunOptions = { env?: NodeJS.ProcessEnv; cwd?: string; stdio?: StdioOptions };

/**
 * Runs a command to completion. Termination signals sent to this process are passed on, so
 * Ctrl-C or a CI cancel stops the child instead of orphaning it. Resolves to the exit code
 * (128 + n when killed by signal n).
 */
export function run(command: string, args: readonly string[], { env = childEnv(), cwd = ROOT, stdio = 'inherit' }: RunOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    for (const s of FORWARDED) process.on(s, forward);
    const cleanup = () => {
      for (const s of FORWARDED) process.off(s, forward);
    };
    child.on('error', (error) => {
      cleanup();
      reject(error);
    });
    child.on('exit', (code, signal) => {
      cleanup();
      if (signal) resolve(128 + (signalNumber(signal) ?? 1));
      else resolve(code ?? 1);
    });
  });
}

/** Runs a package's CLI with the current Node ('typescript:tsc' names one of several bins). */
export function runBin(spec: string, args: readonly string[], options?: RunOptions): Promise<number> {
  const [pkg, name] = spec.split(':');
  return run(process.execPath, [binOf(pkg, name ?? pkg), ...args], options);
}

function signalNumber(signal: NodeJS.Signals): number | undefined {
  const numbers: Partial<Record<NodeJS.Signals, number>> = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };
  return numbers[signal];
}
