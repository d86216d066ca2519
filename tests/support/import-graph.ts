import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The import graph of src/ as the unit tests read it (TypeScript's pre-processor: static and
 * dynamic imports, type imports included; `@/` and relative specifiers resolved to files;
 * packages left out). Test files are not part of it.
 */

export const SRC = path.resolve(__dirname, '../../src');
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'];

export function sourceFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(SRC, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  const found = EXTENSIONS.map((ext) => base + ext).find((p) => fs.existsSync(p) && fs.statSync(p).isFile());
  return found && found.startsWith(SRC + path.sep) ? found : null;
}

/** The files of src/ that a file imports. */
export function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  return importedFiles.flatMap(({ fileName }) => resolveImport(file, fileName) ?? []);
}

/** The files of src/ that import `target` (a path relative to src/), relative to src/ too. */
export function importersOf(target: string): string[] {
  const absolute = path.join(SRC, target);
  return sourceFiles()
    .filter((file) => importsOf(file).includes(absolute))
    .map((file) => path.relative(SRC, file))
    .sort();
}
