// Finds the Chromium that Playwright, the e2e tests and the bench drive.
// We never download a browser (the machines reach only the npm registry and Debian's
// packages), so this is Debian's `chromium`, or whatever CHROMIUM_PATH names.
import { execFileSync, type StdioOptions } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const INSTALL_HINT =
  'No Chromium found. Install Debian\'s package (as root: apt-get update && apt-get install -y chromium) ' +
  'or set CHROMIUM_PATH to a Chromium or Chrome executable.';

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function canApt(): boolean {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return false;
  try {
    execFileSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * What every Chromium of the tests and the bench is launched with: Debian's build as root in a
 * container (no sandbox, no GPU), kept off a network it cannot reach (background services, QUIC).
 */
export const CHROMIUM_ARGS: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/**
 * The path of a usable Chromium. Order: $CHROMIUM_PATH, $PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH,
 * /usr/bin/chromium. With { install: true } (the default) and root + apt-get, installs
 * Debian's chromium when none is found. Throws with what to install otherwise.
 */
export function findChromium({ install = true, quiet = false }: { install?: boolean; quiet?: boolean } = {}): string {
  for (const name of ['CHROMIUM_PATH', 'PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH']) {
    const value = process.env[name];
    if (!value) continue;
    if (isExecutable(value)) return value;
    throw new Error(`${name}=${value} is not an executable file. ${INSTALL_HINT}`);
  }
  const found = SYSTEM_PATHS.find(isExecutable);
  if (found) return found;
  if (install && canApt()) {
    const log: StdioOptions = quiet ? 'ignore' : ['ignore', process.stderr, process.stderr];
    if (!quiet) process.stderr.write('find-chromium: installing Debian chromium with apt-get\n');
    execFileSync('apt-get', ['update'], { stdio: log });
    execFileSync('apt-get', ['install', '-y', 'chromium'], {
      stdio: log,
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = SYSTEM_PATHS.find(isExecutable);
    if (installed) return installed;
  }
  throw new Error(INSTALL_HINT);
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  try {
    process.stdout.write(findChromium() + '\n');
  } catch (error) {
    process.stderr.write(`find-chromium: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
