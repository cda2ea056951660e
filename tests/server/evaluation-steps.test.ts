import { describe, expect, it } from 'vitest';
import { evaluateFirst, evaluationOrder } from '../../src/server/http/evaluation-steps';
import type { Manifest } from '../../src/server/http/vite-manifest';

// React and the router start as scripts of their own, each evaluated in its own task, in the order the
// entry alone would evaluate them.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_runtime.js', '_router.js', '_react.js', '_config.js', '_http.js'],
  },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_router.js': { file: 'assets/router.js', imports: ['_runtime.js', '_react.js'] },
  '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
  '_config.js': { file: 'assets/config.js' },
  '_http.js': { file: 'assets/http.js', imports: ['_config.js'] },
};
const sizes: Record<string, number> = {
  'assets/react.js': 219_000,
  'assets/router.js': 116_000,
  'assets/http.js': 12_000,
};
const sizeOf = (file: string) => sizes[file] ?? 500;

describe('evaluationOrder', () => {
  it('lists the chunks as ES modules evaluate: what a chunk imports first, depth first, each once', () => {
    expect(evaluationOrder(manifest, 'index.html')).toEqual([
      '_runtime.js',
      '_react.js',
      '_router.js',
      '_config.js',
      '_http.js',
      'index.html',
    ]);
  });
});

describe('evaluateFirst', () => {
  it('gives the large chunks at the head of that order, in order; small ones stay with the entry', () => {
    expect(evaluateFirst(manifest, sizeOf)).toEqual(['assets/react.js', 'assets/router.js']);
  });

  it('never lets a large chunk run before a chunk the entry evaluates earlier and it does not import', () => {
    const late: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_setup.js', '_react.js'] },
      '_setup.js': { file: 'assets/setup.js' },
      '_react.js': { file: 'assets/react.js' },
    };
    expect(evaluateFirst(late, sizeOf)).toEqual([]);
    // Once the large chunk imports it, starting it first evaluates both in the same order.
    late['_react.js']!.imports = ['_setup.js'];
    expect(evaluateFirst(late, sizeOf)).toEqual(['assets/react.js']);
  });

  it('takes nothing from a build with only small chunks', () => {
    expect(evaluateFirst(manifest, () => 1_000)).toEqual([]);
  });
});
