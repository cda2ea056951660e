import type { ShapedRun } from './shape-run';
import { glyphCode, utf16Hex } from './pdf-strings';

/**
 * Which text each glyph stands for, for the font's ToUnicode CMap, from HarfBuzz's clusters. A glyph keeps the first
 * meaning it is given in a document. A glyph that is the font's own glyph for one character of its cluster means that
 * character; the cluster's other characters go to the cluster's first other glyph (a conjunct or ligature glyph).
 * Copy-paste in viewers that ignore /ActualText relies on this; pdftotext reads the /ActualText of each run.
 */
export function addGlyphMeanings(meanings: Map<number, string>, run: ShapedRun): void {
  const clusterStarts = [...new Set(run.glyphs.map((g) => g.cluster))].sort((a, b) => a - b);
  for (const [index, start] of clusterStarts.entries()) {
    const end = clusterStarts[index + 1] ?? run.text.length;
    const chars = Array.from(run.text.slice(start, end));
    const glyphs = run.glyphs.filter((g) => g.cluster === start);
    const nominal = new Map<number, string>();
    for (const char of chars) {
      const id = run.font.hbFont.nominalGlyph(char.codePointAt(0) ?? 0);
      if (id !== undefined && glyphs.some((g) => g.id === id) && !nominal.has(id)) nominal.set(id, char);
    }
    let rest = chars.filter((c) => ![...nominal.values()].includes(c)).join('');
    for (const glyph of glyphs) {
      const meaning = nominal.get(glyph.id) ?? rest;
      if (!nominal.has(glyph.id)) rest = '';
      if (meaning !== '' && !meanings.has(glyph.id)) meanings.set(glyph.id, meaning);
    }
  }
}

/** The ToUnicode CMap stream for an Identity-H font. */
export function toUnicodeCMap(meanings: Map<number, string>): string {
  const entries = [...meanings.entries()].sort(([a], [b]) => a - b);
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    blocks.push(
      `${block.length} beginbfchar\n${block.map(([id, text]) => `${glyphCode(id)} <${utf16Hex(text)}>`).join('\n')}\nendbfchar`,
    );
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}
