import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, projectGraph } from './import-graph';

const ROOT = path.resolve(__dirname, '../../..');
const CODE = ['entrypoints', 'components', 'lib', 'emulator', 'broker', 'scripts', 'bench'];

describe('import cycles', () => {
  it('finds a planted cycle, type-only imports and re-exports included', () => {
    const files: Record<string, string> = {
      'lib/a.ts': "import type { B } from './b';\nexport type A = B;",
      'lib/b.ts': "export { c } from '@/lib/c';\nexport type B = string;",
      'lib/c.ts': "import { a } from './a';\nexport const c = a;",
      'lib/d.ts': "import { c } from './c';\nexport const d = c;",
    };
    const graph = importGraph(Object.keys(files), (f) => files[f]!);
    expect(importCycles(graph)).toEqual([['lib/a.ts', 'lib/b.ts', 'lib/c.ts']]);
  });

  it('finds a cycle through a lazy import() too', () => {
    const files: Record<string, string> = {
      'components/x.tsx': "const y = () => import('./y');\nexport const x = 1;",
      'components/y.tsx': "import { x } from './x';\nexport const y = x;",
    };
    expect(importCycles(importGraph(Object.keys(files), (f) => files[f]!))).toHaveLength(1);
  });

  it('none in the project', () => {
    const cycles = importCycles(projectGraph(ROOT, CODE));
    expect(cycles.map((c) => c.join(' ↔ '))).toEqual([]);
  });
});
