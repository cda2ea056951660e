import { describe, expect, it } from 'vitest';
import {
  fitsA4,
  LABEL_LAYOUT_IDS,
  LABEL_LAYOUTS,
  labelPlace,
  labelsPerSheet,
  PATRON_CARD_LAYOUT,
  sheetsNeeded,
} from '../../src/domain/library/label-layouts';

const L65 = LABEL_LAYOUTS['a4-65'];
const L21 = LABEL_LAYOUTS['a4-21'];

describe('A4 label sheets', () => {
  it.each(LABEL_LAYOUT_IDS)('%s keeps every label on the page, gaps never negative', (id) => {
    const layout = LABEL_LAYOUTS[id];
    expect(fitsA4(layout)).toBe(true);
    expect(layout.pitchX).toBeGreaterThanOrEqual(layout.width);
    expect(layout.pitchY).toBeGreaterThanOrEqual(layout.height);
  });

  it('holds the stock makers’ counts: 65, 40, 24 and 21 a sheet', () => {
    expect(LABEL_LAYOUT_IDS.map((id) => labelsPerSheet(LABEL_LAYOUTS[id]))).toEqual([65, 40, 24, 21]);
  });

  it('puts the 65-up sheet’s labels on its grid, margins equal on both sides (L7651: 4.75 mm, 10.7 mm)', () => {
    const right = 210 - (L65.left + 4 * L65.pitchX + L65.width);
    const bottom = 297 - (L65.top + 12 * L65.pitchY + L65.height);
    expect(right).toBeCloseTo(L65.left, 6);
    expect(bottom).toBeCloseTo(L65.top, 6);
  });

  it('numbers labels across the row, then down: label 7 of a 65-up sheet is row 2, column 2', () => {
    const place = labelPlace(L65, 6);
    expect(place).toMatchObject({ sheet: 0, row: 1, column: 1 });
    expect(place.x).toBeCloseTo(4.75 + 40.6, 6);
    expect(place.y).toBeCloseTo(10.7 + 21.2, 6);
  });

  it('starts a part-used sheet at label N: the first label printed goes where label N is', () => {
    expect(labelPlace(L21, 0, 5)).toEqual(labelPlace(L21, 4));
    expect(labelPlace(L21, 0, 5)).toMatchObject({ sheet: 0, row: 1, column: 1 });
    // The last label of the sheet, then the next sheet from its label 1.
    expect(labelPlace(L21, 16, 5)).toMatchObject({ sheet: 0, row: 6, column: 2 });
    expect(labelPlace(L21, 17, 5)).toMatchObject({ sheet: 1, row: 0, column: 0, x: L21.left, y: L21.top });
  });

  it('counts the sheets a run takes, with the start offset, over many pages', () => {
    expect(sheetsNeeded(L65, 0)).toBe(0);
    expect(sheetsNeeded(L65, 65)).toBe(1);
    expect(sheetsNeeded(L65, 66)).toBe(2);
    expect(sheetsNeeded(L65, 65, 2)).toBe(2);
    // Label 21 of the first sheet, then 95 whole sheets (1995), then 4 on the last: 97 sheets.
    expect(sheetsNeeded(L21, 2000, 21)).toBe(97);
    expect(labelPlace(L21, 1999, 21)).toMatchObject({ sheet: 96, row: 1, column: 0 });
  });

  it('never puts two labels of a run in one place', () => {
    const seen = new Set(
      Array.from({ length: 300 }, (_, i) => {
        const p = labelPlace(L65, i, 40);
        return `${String(p.sheet)}:${p.x.toFixed(2)}:${p.y.toFixed(2)}`;
      }),
    );
    expect(seen.size).toBe(300);
  });
});

describe('patron cards', () => {
  it('puts ten ID-1 cards (85.6 × 54 mm) on an A4 page, centred, with room to cut between them', () => {
    expect(labelsPerSheet(PATRON_CARD_LAYOUT)).toBe(10);
    expect(fitsA4(PATRON_CARD_LAYOUT)).toBe(true);
    const { left, top, pitchX, pitchY, width, height } = PATRON_CARD_LAYOUT;
    expect(210 - (left + pitchX + width)).toBeCloseTo(left, 6);
    expect(297 - (top + 4 * pitchY + height)).toBeCloseTo(top, 6);
    expect(pitchX - width).toBeGreaterThanOrEqual(3);
    expect(pitchY - height).toBeGreaterThanOrEqual(3);
    expect(labelPlace(PATRON_CARD_LAYOUT, 10)).toMatchObject({ sheet: 1, row: 0, column: 0 });
  });
});
