/**
 * Where labels and cards go on an A4 page, in mm from the page's top left. A layout is a grid of equal labels: the
 * first label's top left (`left`, `top`), the distance from one label's edge to the next one's (`pitchX`, `pitchY`:
 * the label and the gap after it) and the labels across and down. Labels are numbered as the label stock's makers
 * number them, 1 at the top left, across the row, then down; "start at label N" leaves 1 … N−1 of the first sheet
 * blank, so a sheet used in part goes through the printer again.
 */
export interface SheetLayout {
  columns: number;
  rows: number;
  /** A label's size. */
  width: number;
  height: number;
  left: number;
  top: number;
  pitchX: number;
  pitchY: number;
  /** What is kept blank inside each label's edges: die-cut edges drift, and edge-to-edge sheets meet the printer's margin. */
  insetX: number;
  insetY: number;
}

export const A4_WIDTH_MM = 210;
export const A4_HEIGHT_MM = 297;

/**
 * The common A4 sheets of accession labels, as their makers give them (Avery, Label Planet, Tanex and alike are made
 * to the same grids). 40 and 24 a sheet are cut to the paper's edge: their outer labels keep a wider inset, since most
 * printers leave 3 to 4 mm of the page unprinted.
 */
export const LABEL_LAYOUTS = {
  /** 5 × 13, 38.1 × 21.2 mm (Avery L7651, Label Planet LP65/38). */
  'a4-65': {
    columns: 5,
    rows: 13,
    width: 38.1,
    height: 21.2,
    left: 4.75,
    top: 10.7,
    pitchX: 40.6,
    pitchY: 21.2,
    insetX: 1.5,
    insetY: 1.1,
  },
  /** 4 × 10, 52.5 × 29.7 mm, edge to edge (Avery Zweckform 3651). */
  'a4-40': {
    columns: 4,
    rows: 10,
    width: 52.5,
    height: 29.7,
    left: 0,
    top: 0,
    pitchX: 52.5,
    pitchY: 29.7,
    insetX: 3,
    insetY: 2,
  },
  /** 3 × 8, 70 × 37 mm, edge to edge with 0.5 mm above and below (Avery Zweckform 3474). */
  'a4-24': {
    columns: 3,
    rows: 8,
    width: 70,
    height: 37,
    left: 0,
    top: 0.5,
    pitchX: 70,
    pitchY: 37,
    insetX: 3.5,
    insetY: 2.5,
  },
  /** 3 × 7, 63.5 × 38.1 mm (Avery L7160, Label Planet LP21/63). */
  'a4-21': {
    columns: 3,
    rows: 7,
    width: 63.5,
    height: 38.1,
    left: 7.25,
    top: 15.15,
    pitchX: 66,
    pitchY: 38.1,
    insetX: 2.5,
    insetY: 2,
  },
} as const satisfies Record<string, SheetLayout>;

export type LabelLayoutId = keyof typeof LABEL_LAYOUTS;
export const LABEL_LAYOUT_IDS = Object.keys(LABEL_LAYOUTS) as LabelLayoutId[];

/** How each sheet is offered on the form (its words in the library's catalogue). */
export const LABEL_LAYOUT_LABELS: Readonly<Record<LabelLayoutId, string>> = {
  'a4-65': /*i18n*/ '65 a sheet: 38.1 × 21.2 mm (L7651)',
  'a4-40': /*i18n*/ '40 a sheet: 52.5 × 29.7 mm (3651)',
  'a4-24': /*i18n*/ '24 a sheet: 70 × 37 mm (3474)',
  'a4-21': /*i18n*/ '21 a sheet: 63.5 × 38.1 mm (L7160)',
};

/**
 * Patron cards: ID-1, the size of a bank card (85.6 × 54 mm, ISO/IEC 7810), ten to an A4 sheet, 2 × 5 with 6 mm and
 * 3 mm between them to cut along, the whole grid centred on the page.
 */
export const PATRON_CARD_LAYOUT: SheetLayout = {
  columns: 2,
  rows: 5,
  width: 85.6,
  height: 54,
  left: (A4_WIDTH_MM - (2 * 85.6 + 6)) / 2,
  top: (A4_HEIGHT_MM - (5 * 54 + 4 * 3)) / 2,
  pitchX: 85.6 + 6,
  pitchY: 54 + 3,
  insetX: 3,
  insetY: 2.5,
};

/** The corner radius of an ID-1 card (ISO/IEC 7810: 3.18 mm). */
export const ID1_CORNER_MM = 3.18;

export const labelsPerSheet = (layout: SheetLayout): number => layout.columns * layout.rows;

/** One label's place: its sheet (0 is the first), its row and column on it, and its top left in mm. */
export interface LabelPlace {
  sheet: number;
  row: number;
  column: number;
  x: number;
  y: number;
}

/**
 * Where the `index`-th label printed (0 is the first) goes when printing starts at label `startAt` (1-based) of the
 * first sheet; the sheets after it are filled from their label 1.
 */
export function labelPlace(layout: SheetLayout, index: number, startAt = 1): LabelPlace {
  const slot = startAt - 1 + index;
  const perSheet = labelsPerSheet(layout);
  const sheet = Math.floor(slot / perSheet);
  const onSheet = slot % perSheet;
  const row = Math.floor(onSheet / layout.columns);
  const column = onSheet % layout.columns;
  return { sheet, row, column, x: layout.left + column * layout.pitchX, y: layout.top + row * layout.pitchY };
}

/** How many sheets `count` labels take from label `startAt` of the first sheet (0 for none). */
export const sheetsNeeded = (layout: SheetLayout, count: number, startAt = 1): number =>
  count <= 0 ? 0 : Math.ceil((startAt - 1 + count) / labelsPerSheet(layout));

/** Whether the grid stays on the page: every label inside the A4 sheet (the layouts above are checked by a test). */
export function fitsA4(layout: SheetLayout): boolean {
  const right = layout.left + (layout.columns - 1) * layout.pitchX + layout.width;
  const bottom = layout.top + (layout.rows - 1) * layout.pitchY + layout.height;
  const epsilon = 1e-9;
  return layout.left >= 0 && layout.top >= 0 && right <= A4_WIDTH_MM + epsilon && bottom <= A4_HEIGHT_MM + epsilon;
}
