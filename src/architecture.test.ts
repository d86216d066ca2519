import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, importsOf, sourceFiles } from '../tests/support/import-graph';

/**
 * No cycle between folders (docs/decisions/011). ESLint's import/no-cycle sees files and its
 * no-restricted-paths the layers; this sees the parts in between: one feature importing another
 * and back, or two parts of the chrome leaning on each other.
 */

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
    for (const target of importsOf(file)) {
      const to = partOf(target);
      if (to === from) continue;
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
