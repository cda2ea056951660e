import { describe, expect, it } from 'vitest';
import {
  entryKey,
  initialFiles,
  measureAreas,
  measurePages,
  type Budget,
  type Manifest,
} from '../../scripts/bundle-budget';

// A tiny build: the entry imports react and a shared chunk; a lazy screen imports the shared chunk and a
// chart library; the chart library dynamically imports a PDF writer; the shared chunk imports react back.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_shared.js'],
    dynamicImports: ['src/screen.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  'src/screen.tsx': { file: 'assets/screen.js', imports: ['_shared.js', '_chart.js'] },
  '_chart.js': { file: 'assets/chart.js', dynamicImports: ['src/pdf.ts'] },
  'src/pdf.ts': { file: 'assets/pdf.js' },
  '_style.css': { file: 'assets/style.css' },
};

describe('the initial JavaScript of a page, read from the build manifest', () => {
  it('finds the one entry', () => {
    expect(entryKey(manifest)).toBe('index.html');
  });

  it('takes the entry and its static imports, transitively and once each, and no dynamic import', () => {
    expect(initialFiles(manifest, ['index.html']).sort()).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/shared.js',
    ]);
  });

  it('adds a lazy screen the page opens at once and what it imports, but not what that imports dynamically', () => {
    expect(initialFiles(manifest, ['index.html', 'src/screen.tsx']).sort()).toEqual([
      'assets/chart.js',
      'assets/index.js',
      'assets/react.js',
      'assets/screen.js',
      'assets/shared.js',
    ]);
  });

  it('names a chunk that is missing from the manifest', () => {
    expect(() => initialFiles(manifest, ['src/gone.tsx'])).toThrow(/"src\/gone.tsx" is not in the build manifest/);
  });

  const sizes: Record<string, number> = {
    'assets/index.js': 10 * 1024,
    'assets/react.js': 20 * 1024,
    'assets/shared.js': 1024,
    'assets/screen.js': 2048,
    'assets/chart.js': 4096,
  };
  const budget: Budget = {
    pages: {
      '/': { area: 'public', loads: [], budgetKb: 31, goalKb: 30 },
      '/screen': { area: 'staff', loads: ['src/screen.tsx'], budgetKb: 36 },
      '/again': { area: 'staff', loads: ['src/screen.tsx'], budgetKb: 40 },
    },
    areas: { public: { budgetKb: 31 }, student: { budgetKb: 30 }, staff: { budgetKb: 40 } },
  };

  it('sums the gzip sizes and marks a page over its budget', () => {
    const pages = measurePages(manifest, budget, (file) => sizes[file]!);
    expect(pages).toEqual([
      { page: '/', kb: 31, budgetKb: 31, goalKb: 30, files: 3, over: false },
      { page: '/screen', kb: 37, budgetKb: 36, goalKb: null, files: 5, over: true },
      { page: '/again', kb: 37, budgetKb: 40, goalKb: null, files: 5, over: false },
    ]);
  });

  it("sums an area's pages' files once each, and counts an area without pages as nothing", () => {
    const tighter: Budget = { ...budget, areas: { ...budget.areas, staff: { budgetKb: 36 } } };
    expect(measureAreas(manifest, tighter, (file) => sizes[file]!)).toEqual([
      { area: 'public', kb: 31, budgetKb: 31, pages: 1, files: 3, over: false },
      { area: 'student', kb: 0, budgetKb: 30, pages: 0, files: 0, over: false },
      { area: 'staff', kb: 37, budgetKb: 36, pages: 2, files: 5, over: true },
    ]);
  });
});
