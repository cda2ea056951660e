import type { jsPDF } from 'jspdf';
import type { SubsetFont } from './font-subsetter';
import type { ShapedRun } from './shape-run';
import type { ShapingFont } from './shaping-font';
import { binaryString, pdfNumber } from './pdf-strings';
import { addGlyphMeanings, toUnicodeCMap } from './to-unicode';

/**
 * A shaping font embedded in one jsPDF document as a Type0 / CIDFontType2 font with Identity-H encoding, so a
 * content stream names glyphs by id. jsPDF registers it (a font key such as /F15 in every page's resources) but we
 * write its objects ourselves at output time: the subset of exactly the glyphs used, their widths, and a ToUnicode
 * CMap built from HarfBuzz's clusters.
 */
export interface EmbeddedFont {
  /** jsPDF's resource name, e.g. 'F15'. */
  key: string;
  font: ShapingFont;
  /** Advance width of each used glyph in thousandths of the font size, as written in /W. */
  widths: Map<number, number>;
  meanings: Map<number, string>;
}

/** What jsPDF passes to a 'putFont' subscriber. */
interface PutFontEvent {
  font: { id: string; objectNumber?: number; isAlreadyPutted?: boolean };
  out: (line: string) => void;
  newObject: () => number;
  putStream: (options: { data: string; addLength1?: boolean; objectId: number }) => void;
}

const isPutFontEvent = (value: unknown): value is PutFontEvent =>
  typeof value === 'object' &&
  value !== null &&
  typeof Reflect.get(value, 'font') === 'object' &&
  typeof Reflect.get(value, 'out') === 'function' &&
  typeof Reflect.get(value, 'newObject') === 'function' &&
  typeof Reflect.get(value, 'putStream') === 'function';

const perDocument = new WeakMap<jsPDF, Map<string, EmbeddedFont>>();

/** The document's embedded copy of a font, registered on first use. */
export function embeddedFont(doc: jsPDF, font: ShapingFont, subset: SubsetFont): EmbeddedFont {
  const fonts = perDocument.get(doc) ?? new Map<string, EmbeddedFont>();
  perDocument.set(doc, fonts);
  const known = fonts.get(font.name);
  if (known) return known;
  // jsPDF parses the TrueType file it is given; our own writer below replaces what it would emit. The encoding named
  // here only keeps jsPDF's Identity-H and WinAnsi writers away from this font.
  const fileName = `${font.name}.shaped.ttf`;
  doc.addFileToVFS(fileName, binaryString(font.bytes));
  const familyName = `hb-${font.name}`;
  const key = doc.addFont(fileName, familyName, 'normal', 400, 'MacRomanEncoding');
  const embedded: EmbeddedFont = { key, font, widths: new Map(), meanings: new Map() };
  fonts.set(font.name, embedded);
  doc.internal.events.subscribe('putFont', (event: unknown) => {
    if (isPutFontEvent(event) && event.font.id === key) writeFont(embedded, subset, event);
  });
  return embedded;
}

/** Records the glyphs of a run being drawn: their widths for /W and their text for ToUnicode. */
export function useGlyphs(embedded: EmbeddedFont, run: ShapedRun): void {
  for (const glyph of run.glyphs) {
    if (!embedded.widths.has(glyph.id)) {
      const advance = embedded.font.hbFont.glyphHAdvance(glyph.id);
      embedded.widths.set(glyph.id, Math.round((advance * 1000) / embedded.font.unitsPerEm));
    }
  }
  addGlyphMeanings(embedded.meanings, run);
}

/**
 * The six capital letters PDF puts before a subset font's name ('ABCDEF+NotoSansTelugu-Regular'), derived from the
 * glyphs kept so that two different subsets of one font in a file never share a name.
 */
function subsetTag(glyphIds: number[]): string {
  let hash = 2166136261;
  for (const id of glyphIds) hash = Math.imul(hash ^ id, 16777619) >>> 0;
  return Array.from({ length: 6 }, (_, i) => String.fromCharCode(65 + (Math.floor(hash / 26 ** i) % 26))).join('');
}

function writeFont(embedded: EmbeddedFont, subset: SubsetFont, { font, out, newObject, putStream }: PutFontEvent) {
  const name = `${subsetTag([...embedded.widths.keys()].sort((a, b) => a - b))}+${embedded.font.name}`;
  const program = subset(embedded.font.bytes, embedded.widths.keys());
  const fontFile = newObject();
  putStream({ data: binaryString(program), addLength1: true, objectId: fontFile });
  out('endobj');
  const toUnicode = newObject();
  putStream({ data: toUnicodeCMap(embedded.meanings), objectId: toUnicode });
  out('endobj');
  const extents = embedded.font.hbFont.hExtents();
  const em = (units: number) => pdfNumber((units * 1000) / embedded.font.unitsPerEm);
  const descriptor = newObject();
  out(
    `<< /Type /FontDescriptor /FontName /${name} /Flags 4 /FontBBox [-1000 ${em(extents.descender)} 3000 ${em(extents.ascender)}]` +
      ` /ItalicAngle 0 /Ascent ${em(extents.ascender)} /Descent ${em(extents.descender)} /CapHeight ${em(extents.ascender)}` +
      ` /StemV 80 /FontFile2 ${fontFile} 0 R >>`,
  );
  out('endobj');
  const widths = [...embedded.widths.entries()].sort(([a], [b]) => a - b).map(([id, w]) => `${id} [${w}]`);
  const cidFont = newObject();
  out(
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity)` +
      ` /Supplement 0 >> /FontDescriptor ${descriptor} 0 R /CIDToGIDMap /Identity /DW 0 /W [${widths.join(' ')}] >>`,
  );
  out('endobj');
  font.objectNumber = newObject();
  out(
    `<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [${cidFont} 0 R]` +
      ` /ToUnicode ${toUnicode} 0 R >>`,
  );
  out('endobj');
  font.isAlreadyPutted = true;
}
