// Usage: node --import tsx scripts/lock-platform-entries.ts package-lock.json (after any npm install that rewrote the lock).
// Adds lock entries for optional platform packages the registry mirror does not serve, so that
// `npm ci` accepts the lock; npm skips them on other platforms and never fetches them.
import fs from 'node:fs';

/** An entry of the lock's "packages" (the fields this script reads or writes). */
interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  cpu?: string[];
  os?: string[];
  libc?: string[];
}

const file = process.argv[2];
const lock = JSON.parse(fs.readFileSync(file, 'utf8')) as { packages: Record<string, LockEntry> };
const pkgs = lock.packages;
const osOf = (n: string) => (/darwin/.test(n) ? 'darwin' : /win32/.test(n) ? 'win32' : /android/.test(n) ? 'android' : /freebsd/.test(n) ? 'freebsd' : /openharmony/.test(n) ? 'openharmony' : /wasm32/.test(n) ? null : 'linux');
const cpuOf = (n: string) => (/arm64|aarch64/.test(n) ? 'arm64' : /x64/.test(n) ? 'x64' : /ia32/.test(n) ? 'ia32' : /ppc64/.test(n) ? 'ppc64' : /s390x/.test(n) ? 's390x' : /loong64/.test(n) ? 'loong64' : /riscv64/.test(n) ? 'riscv64' : /wasm32/.test(n) ? 'wasm32' : /arm/.test(n) ? 'arm' : null);
let added = 0;
for (const [loc, meta] of Object.entries(pkgs)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = loc === '' ? 'node_modules' : `${loc}/node_modules`;
    const candidates = [`${base}/${name}`, `node_modules/${name}`];
    if (candidates.some((c) => pkgs[c])) continue;
    const os = osOf(name), cpu = cpuOf(name);
    if (!os && !cpu) continue;
    const entry: LockEntry = { version: range.replace(/^[\^~=]/, ''), dev: meta.dev || undefined, optional: true };
    if (cpu) entry.cpu = [cpu];
    if (os) entry.os = [os];
    if (/musl/.test(name)) entry.libc = ['musl'];
    else if (/gnu/.test(name)) entry.libc = ['glibc'];
    pkgs[`node_modules/${name}`] = entry;
    added++;
    console.log('added', name, entry.version, os, cpu);
  }
}
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log('entries added:', added);
