/**
 * The project's import graph as the TypeScript compiler reads it (type-only imports, re-exports
 * and `import()` included), and its cycles (Tarjan's strongly connected components).
 * @module
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** File (repository-relative) → the project files it imports. */
export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.(ts|tsx)$/;
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Every `.ts`/`.tsx` file below `dirs` (repository-relative), skipping type declarations. */
export function sourceFiles(root: string, dirs: readonly string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(root, dir)).flatMap((name) => {
      const rel = path.posix.join(dir, name);
      if (statSync(path.join(root, rel)).isDirectory()) return walk(rel);
      return SOURCE.test(name) && !name.endsWith('.d.ts') ? [rel] : [];
    });
  return dirs.filter((d) => existsSync(path.join(root, d))).flatMap(walk);
}

/** The project file a specifier names from `from`, or undefined for a package or a missing file. */
function resolveSpecifier(
  specifier: string,
  from: string,
  exists: (file: string) => boolean,
): string | undefined {
  let base: string;
  if (specifier.startsWith('@/') || specifier.startsWith('~/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) {
    base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  } else return undefined;
  return CANDIDATES.map((c) => base + c).find(exists);
}

/** The graph of `files`, whose texts `read` gives. */
export function importGraph(files: readonly string[], read: (file: string) => string): ImportGraph {
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(read(file), true, true);
    const targets = importedFiles
      .map((ref) => resolveSpecifier(ref.fileName, file, (f) => known.has(f)))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The graph of the project's own code below `dirs`. */
export function projectGraph(root: string, dirs: readonly string[]): ImportGraph {
  return importGraph(sourceFiles(root, dirs), (f) => readFileSync(path.join(root, f), 'utf8'));
}

/** Each cycle as the files of one strongly connected component (sorted), largest first. */
export function importCycles(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const connect = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) {
      cycles.push(component.sort());
    }
  };

  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return cycles.sort((a, b) => b.length - a.length);
}
