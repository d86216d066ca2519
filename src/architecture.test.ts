import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No cycle between folders (docs/decisions/011). ESLint's import/no-cycle sees files and its
 * no-restricted-paths the layers; this sees the parts in between: one feature importing another
 * and back, or two parts of the chrome leaning on each other.
 */

const SRC = path.resolve(__dirname);
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(SRC, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  const found = EXTENSIONS.map((ext) => base + ext).find((p) => fs.existsSync(p) && fs.statSync(p).isFile());
  return found && found.startsWith(SRC + path.sep) ? found : null;
}

/** The part of the code a file belongs to: a feature, a folder of components, or a whole layer. */
function partOf(file: string): string {
  const [top, second] = path.relative(SRC, file).split(path.sep);
  if ((top === 'features' || top === 'components') && second && !/\.\w+$/.test(second)) return `${top}/${second}`;
  return top.replace(/\.\w+$/, '');
}

/** Which parts each part imports (static and dynamic imports, type imports included). */
function partGraph(files: string[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const from = partOf(file);
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = resolveImport(file, fileName);
      const to = target && partOf(target);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the path that closes it. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const walk = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) return void found.push([...trail.slice(at), node]);
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) walk(next, [...trail, node]);
    done.add(node);
  };
  for (const node of graph.keys()) walk(node, []);
  return found;
}

describe('the parts of src/ import one another without a cycle', () => {
  it('finds a cycle when there is one (the check can fail)', () => {
    const graph = new Map([
      ['features/a', new Set(['features/b', 'lib'])],
      ['features/b', new Set(['components/site'])],
      ['components/site', new Set(['features/a'])],
    ]);
    expect(cycles(graph)).toEqual([['features/a', 'features/b', 'components/site', 'features/a']]);
    expect(cycles(new Map([['features/a', new Set(['lib'])]]))).toEqual([]);
  });

  it('names a file by its part', () => {
    expect(partOf(path.join(SRC, 'features/leads/server/handlers.ts'))).toBe('features/leads');
    expect(partOf(path.join(SRC, 'components/site/footer.tsx'))).toBe('components/site');
    expect(partOf(path.join(SRC, 'lib/seo/json-ld.tsx'))).toBe('lib');
    expect(partOf(path.join(SRC, 'server/mail/outbox.ts'))).toBe('server');
    expect(partOf(path.join(SRC, 'proxy.ts'))).toBe('proxy');
  });

  it('has none in the code', () => {
    const graph = partGraph(sourceFiles(SRC));
    expect(graph.get('app')?.size, 'the graph was read').toBeGreaterThan(5);
    expect(cycles(graph).map((c) => c.join(' -> '))).toEqual([]);
  });
});
