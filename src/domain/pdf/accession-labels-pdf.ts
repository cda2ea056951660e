import { jsPDF } from 'jspdf';
import { ACCESSION_LABEL_WORDS } from '../library/barcode-words';
import { labelPlace, labelsPerSheet, type SheetLayout } from '../library/label-layouts';
import { code128Symbol, drawCode128, MIN_MODULE_MM, moduleWidthFor } from './code128';
import { fittedText, ptToMm } from './fitted-text';
import { drawText, textWidth, type PdfShaper } from './pdf-text';
import { english, type Translate } from '../i18n/translate';

/** What one accession label carries: the copy's barcode (also in words under it), its call number and title. */
export interface AccessionLabel {
  barcode: string;
  accessionNo: string;
  callNumber: string;
  title: string;
}

export interface LabelSheetOptions {
  layout: SheetLayout;
  /** The label of the first sheet to start at (1: a fresh sheet). */
  startAt: number;
  /** Printed at the top of every label. */
  collegeName: string;
  generatedAt: Date;
  /** The label's own words in the reader's language (English when left out). */
  translate?: Translate;
}

/** A sheet made: the PDF, and the barcodes too long for the label to scan reliably (their bars under 0.19 mm). */
export interface LabelSheetPdf {
  pdf: ArrayBuffer;
  tooLong: string[];
}

const GAP_MM = 0.5;

/**
 * One label inside its box: the college's name, the call number (and the accession number when the barcode is not
 * it), the title, the bars centred with their quiet zones, the barcode in words under them. Sizes follow the label's
 * height (a 21.2 mm label: 5, 6 and 7 pt; up to 1.6 times that on taller ones); a label 29 mm or taller gives the
 * call number and the title a line each. Returns whether the bars are wide enough to scan.
 */
function drawLabel(
  doc: jsPDF,
  label: AccessionLabel,
  x: number,
  y: number,
  layout: SheetLayout,
  collegeName: string,
  shaper: PdfShaper,
  translate: Translate,
): boolean {
  const scale = Math.min(layout.height / 21.2, 1.6);
  const [nameSize, infoSize, codeSize] = [5 * scale, 6 * scale, 7 * scale];
  const left = x + layout.insetX;
  const width = layout.width - 2 * layout.insetX;
  const centre = x + layout.width / 2;
  let cursor = y + layout.insetY;

  doc.setFont('helvetica', 'normal').setFontSize(nameSize);
  cursor += ptToMm(nameSize) * 0.8;
  drawText(doc, shaper, fittedText(doc, shaper, collegeName, width), centre, cursor, { align: 'center' });
  cursor += ptToMm(nameSize) * 0.35 + GAP_MM;

  const accession = translate(ACCESSION_LABEL_WORDS.accession, { accession: label.accessionNo });
  const call = [label.callNumber, label.accessionNo !== label.barcode ? accession : ''].filter(Boolean).join('  ');
  const twoLines = layout.height >= 29;
  doc.setFontSize(infoSize);
  cursor += ptToMm(infoSize) * 0.8;
  doc.setFont('helvetica', 'bold');
  // The accession number, when printed, matters more than the title: it may take the whole line.
  const callText = fittedText(doc, shaper, call, twoLines || call !== label.callNumber ? width : width * 0.6);
  drawText(doc, shaper, callText, left, cursor);
  const callWidth = callText ? textWidth(doc, shaper, callText) + 1.2 : 0;
  doc.setFont('helvetica', 'normal');
  if (twoLines) {
    cursor += ptToMm(infoSize) * 1.15;
    drawText(doc, shaper, fittedText(doc, shaper, label.title, width), left, cursor);
  } else drawText(doc, shaper, fittedText(doc, shaper, label.title, width - callWidth), left + callWidth, cursor);
  cursor += ptToMm(infoSize) * 0.35 + GAP_MM;

  const codeBaseline = y + layout.height - layout.insetY - ptToMm(codeSize) * 0.25;
  const barsBottom = codeBaseline - ptToMm(codeSize) * 0.75 - GAP_MM;
  const symbol = code128Symbol(label.barcode);
  const module = moduleWidthFor(symbol, width);
  drawCode128(doc, symbol, centre - (symbol.modules * module) / 2, cursor, module, barsBottom - cursor);
  doc.setFont('helvetica', 'normal').setFontSize(codeSize);
  drawText(doc, shaper, label.barcode, centre, codeBaseline, { align: 'center' });
  return module >= MIN_MODULE_MM;
}

/**
 * The labels on A4 sheets of `layout`, from label `startAt` of the first sheet, one sheet a page; `afterSheet` is
 * awaited after each sheet is drawn (the device shows the count and lets the screen paint between sheets). Pure
 * jsPDF and bwip-js, so the device and a test make the same bytes.
 */
export async function buildLabelSheetPdf(
  labels: readonly AccessionLabel[],
  options: LabelSheetOptions,
  afterSheet: (made: number, total: number) => Promise<void> = async () => undefined,
  shaper?: PdfShaper,
): Promise<LabelSheetPdf> {
  const { layout, startAt, collegeName, generatedAt, translate = english } = options;
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  doc.setProperties({ title: 'Accession labels', subject: 'Library accession labels' });
  doc.setCreationDate(generatedAt);
  const total = Math.max(1, Math.ceil((startAt - 1 + labels.length) / labelsPerSheet(layout)));
  const tooLong: string[] = [];
  let sheet = 0;
  for (const [i, label] of labels.entries()) {
    const place = labelPlace(layout, i, startAt);
    if (place.sheet > sheet) {
      await afterSheet(sheet + 1, total);
      doc.addPage();
      sheet = place.sheet;
    }
    if (!drawLabel(doc, label, place.x, place.y, layout, collegeName, shaper, translate)) tooLong.push(label.barcode);
  }
  await afterSheet(total, total);
  return { pdf: doc.output('arraybuffer'), tooLong };
}
