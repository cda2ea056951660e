import bwipjs from 'bwip-js/generic';
import { describe, expect, it } from 'vitest';
import {
  LABEL_LAYOUT_IDS,
  LABEL_LAYOUTS,
  labelPlace,
  PATRON_CARD_LAYOUT,
  type SheetLayout,
} from '../../src/domain/library/label-layouts';
import { buildLabelSheetPdf, type AccessionLabel } from '../../src/domain/pdf/accession-labels-pdf';
import { code128Symbol, MAX_MODULE_MM, moduleWidthFor, QUIET_ZONE_MODULES } from '../../src/domain/pdf/code128';
import { buildPatronCardsPdf, patronCardOf } from '../../src/domain/pdf/patron-cards-pdf';
import { code128InBoxes, havePdftoppm } from './support/barcodes-in-pdf';

const label = (barcode: string, over: Partial<AccessionLabel> = {}): AccessionLabel => ({
  barcode,
  accessionNo: barcode,
  callNumber: '005.73 THA',
  title: 'Data Structures Using C',
  ...over,
});
const sheet = { collegeName: 'Demo College of Engineering', generatedAt: new Date('2026-11-29T10:00:00Z') };
/** Where the labels of a run are, one box each, as a scanner is pointed at them. */
const boxesOf = (layout: SheetLayout, count: number, startAt = 1) =>
  Array.from({ length: count }, (_, i) => {
    const place = labelPlace(layout, i, startAt);
    return { page: place.sheet + 1, x: place.x, y: place.y, width: layout.width, height: layout.height };
  });

describe('Code 128 bars', () => {
  it.each(['1', '2041', 'CSE/0099', '23B81A0501', 'EMP0042', 'B-2020/15'])(
    'draws %s with the bars and spaces bwip-js encodes',
    (text) => {
      const symbol = code128Symbol(text);
      const [raw] = bwipjs.raw('code128', text, '') as { sbs: number[] }[];
      const expected: [number, number][] = [];
      let x = 0;
      raw!.sbs.forEach((width, i) => {
        if (i % 2 === 0) expected.push([x, width]);
        x += width;
      });
      expect(symbol.bars).toEqual(expected);
      expect(symbol.modules).toBe(x);
    },
  );

  it('keeps the module within 0.38 mm and leaves ten modules of quiet zone each side', () => {
    const symbol = code128Symbol('12');
    expect(moduleWidthFor(symbol, 100)).toBe(MAX_MODULE_MM);
    const narrow = moduleWidthFor(symbol, 20);
    expect(narrow * (symbol.modules + 2 * QUIET_ZONE_MODULES)).toBeCloseTo(20, 6);
  });
});

describe.runIf(havePdftoppm)('accession label sheets, read back as a scanner reads them', () => {
  it.each(LABEL_LAYOUT_IDS)(
    '%s: each label’s bars decode to its own copy’s barcode, in label order',
    async (id) => {
      const codes = ['7', '2041', 'CSE/0099', 'KOHA-00123', '23B81A0501', 'B-2020/15'];
      const layout = LABEL_LAYOUTS[id];
      const { pdf, tooLong } = await buildLabelSheetPdf(
        codes.map((c) => label(c, { accessionNo: c === 'KOHA-00123' ? '4471' : c })),
        { ...sheet, layout, startAt: 1 },
      );
      expect(tooLong).toEqual([]);
      expect(await code128InBoxes(pdf, boxesOf(layout, codes.length))).toEqual(codes.map((c) => [c]));
    },
    30_000,
  );

  it('starts at label 60 of a 65-up sheet: labels 60 to 65, then the next sheet from its label 1', async () => {
    const codes = Array.from({ length: 70 }, (_, i) => String(1001 + i));
    const layout = LABEL_LAYOUTS['a4-65'];
    const sheets: number[] = [];
    const { pdf } = await buildLabelSheetPdf(
      codes.map((c) => label(c)),
      { ...sheet, layout, startAt: 60 },
      async (made, total) => void sheets.push(made, total),
    );
    expect(sheets).toEqual([1, 2, 2, 2]);
    // Labels 1 to 59 of the first sheet stay blank.
    expect(await code128InBoxes(pdf, boxesOf(layout, 59))).toEqual(Array.from({ length: 59 }, () => []));
    expect(await code128InBoxes(pdf, boxesOf(layout, 70, 60))).toEqual(codes.map((c) => [c]));
  }, 120_000);

  it('tells which barcodes are too long for the label to scan (bars under 0.19 mm)', async () => {
    const long = 'A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P6';
    const { tooLong } = await buildLabelSheetPdf([label(long), label('12')], {
      ...sheet,
      layout: LABEL_LAYOUTS['a4-65'],
      startAt: 1,
    });
    expect(tooLong).toEqual([long]);
  });
});

describe.runIf(havePdftoppm)('patron cards', () => {
  it('makes ten cards a page and each card’s bars decode to its roll number or employee code', async () => {
    const students = Array.from({ length: 11 }, (_, i) =>
      patronCardOf({
        kind: 'student',
        code: `23B81A05${String(i + 1).padStart(2, '0')}`,
        name: 'Kanchana Venkata Lakshmi Narasimha Reddy',
        course: 'B.Tech CSE',
        batch: '2023-2027',
      }),
    );
    const staff = patronCardOf({
      kind: 'staff',
      code: 'EMP0042',
      name: 'Dr. S. Lavanya',
      designation: 'Professor and Head',
      department: 'Computer Science and Engineering',
    });
    expect(students[0]!.lines).toEqual(['B.Tech CSE', 'Batch 2023-2027']);
    const pages: number[] = [];
    const cards = [...students, staff];
    const pdf = await buildPatronCardsPdf(cards, sheet, async (made) => void pages.push(made));
    expect(pages).toEqual([1, 2]);
    const read = await code128InBoxes(pdf, boxesOf(PATRON_CARD_LAYOUT, cards.length));
    expect(read).toEqual(cards.map((c) => [c.code]));
  }, 60_000);
});
