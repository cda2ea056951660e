import { jsPDF } from 'jspdf';
import type { PatronCardData } from '../library/barcode-answers';
import { PATRON_CARD_WORDS as W } from '../library/barcode-words';
import { ID1_CORNER_MM, labelPlace, labelsPerSheet, PATRON_CARD_LAYOUT as CARD } from '../library/label-layouts';
import { english, type Translate } from '../i18n/translate';
import { code128Symbol, drawCode128, moduleWidthFor } from './code128';
import { fittedText, fittingSize, ptToMm } from './fitted-text';
import type { Letterhead } from './letterhead';
import { drawText, textWidth, type PdfShaper } from './pdf-text';

/** One patron's card: their code (roll number or employee code, the barcode), name, and two lines of who they are. */
export interface PatronCard {
  code: string;
  name: string;
  kind: 'student' | 'staff';
  /** A student's course and branch, then their batch; a member of staff's designation, then department. */
  lines: readonly [string, string];
}

/** A card as the server answers it, its two lines in the reader's language. */
export const patronCardOf = (data: PatronCardData, translate: Translate = english): PatronCard =>
  data.kind === 'student'
    ? {
        code: data.code,
        name: data.name,
        kind: 'student',
        lines: [data.course, translate(W.batch, { batch: data.batch })],
      }
    : { code: data.code, name: data.name, kind: 'staff', lines: [data.designation, data.department] };

export interface PatronCardOptions {
  collegeName: string;
  logo?: Letterhead['logo'];
  generatedAt: Date;
  translate?: Translate;
}

/** The college's colour on the card's band (the app's theme colour, --ion-color-primary). */
const BAND_RGB = [11, 110, 95] as const;
const BAND_MM = 13;
const LOGO_MM = 9;

/** The logo in its square on the band, its shape kept; false when jsPDF cannot read it (the card goes without). */
function drawLogo(doc: jsPDF, logo: NonNullable<Letterhead['logo']>, x: number, y: number): boolean {
  try {
    const { width, height } = doc.getImageProperties(logo.bytes);
    if (!(width > 0 && height > 0)) return false;
    const ratio = width / height;
    const w = ratio >= 1 ? LOGO_MM : LOGO_MM * ratio;
    const h = ratio >= 1 ? LOGO_MM / ratio : LOGO_MM;
    doc.setFillColor(255, 255, 255).roundedRect(x - 0.5, y - 0.5, LOGO_MM + 1, LOGO_MM + 1, 1, 1, 'F');
    doc.addImage(logo.bytes, logo.format, x + (LOGO_MM - w) / 2, y + (LOGO_MM - h) / 2, w, h);
    return true;
  } catch {
    return false;
  }
}

/**
 * One ID-1 card at (x, y): a grey outline to cut along (round corners as a bank card's), the band with the logo, the
 * college's name and "Library card", the patron's name (its size shrinks to fit, then it is shortened), whether a
 * student or staff, the two lines of who they are, and the Code 128 of their code with the code in words under it.
 */
function drawCard(
  doc: jsPDF,
  card: PatronCard,
  x: number,
  y: number,
  options: PatronCardOptions,
  shaper: PdfShaper,
  translate: Translate,
): void {
  const { width, height, insetX } = CARD;
  // The band's top corners follow the card's; its lower edge is straight.
  doc.setFillColor(...BAND_RGB).roundedRect(x, y, width, BAND_MM, ID1_CORNER_MM, ID1_CORNER_MM, 'F');
  doc.rect(x, y + BAND_MM - ID1_CORNER_MM, width, ID1_CORNER_MM, 'F');
  doc.setDrawColor(170).setLineWidth(0.2).roundedRect(x, y, width, height, ID1_CORNER_MM, ID1_CORNER_MM, 'S');

  const hasLogo = options.logo ? drawLogo(doc, options.logo, x + insetX, y + 2) : false;
  const textLeft = x + insetX + (hasLogo ? LOGO_MM + 2 : 0);
  const textWidthMm = x + width - insetX - textLeft;
  doc.setTextColor(255, 255, 255).setFont('helvetica', 'bold');
  fittingSize(doc, shaper, options.collegeName, textWidthMm, 9, 6.5);
  drawText(doc, shaper, fittedText(doc, shaper, options.collegeName, textWidthMm), textLeft, y + 6);
  doc.setFont('helvetica', 'normal').setFontSize(7);
  drawText(doc, shaper, translate(W.title), textLeft, y + 10.5);
  doc.setTextColor(0, 0, 0);

  const kind = translate(card.kind === 'student' ? W.student : W.staff);
  doc.setFont('helvetica', 'normal').setFontSize(7).setTextColor(90, 90, 90);
  drawText(doc, shaper, kind, x + width - insetX, y + BAND_MM + 5, { align: 'right' });
  const nameWidth = width - 2 * insetX - textWidth(doc, shaper, kind) - 2;
  doc.setTextColor(0, 0, 0).setFont('helvetica', 'bold');
  fittingSize(doc, shaper, card.name, nameWidth, 11, 7.5);
  drawText(doc, shaper, fittedText(doc, shaper, card.name, nameWidth), x + insetX, y + BAND_MM + 5.5);
  doc.setFont('helvetica', 'normal').setFontSize(8);
  card.lines.forEach((line, i) =>
    drawText(doc, shaper, fittedText(doc, shaper, line, width - 2 * insetX), x + insetX, y + BAND_MM + 10 + i * 3.6),
  );

  const codeSize = 9;
  const codeBaseline = y + height - CARD.insetY - ptToMm(codeSize) * 0.25;
  const barsTop = y + BAND_MM + 15.5;
  const barsBottom = codeBaseline - ptToMm(codeSize) * 0.75 - 0.6;
  const symbol = code128Symbol(card.code);
  const module = moduleWidthFor(symbol, width - 2 * insetX);
  const centre = x + width / 2;
  drawCode128(doc, symbol, centre - (symbol.modules * module) / 2, barsTop, module, barsBottom - barsTop);
  doc.setFontSize(codeSize);
  drawText(doc, shaper, card.code, centre, codeBaseline, { align: 'center' });
}

/**
 * The cards ten to an A4 page (PATRON_CARD_LAYOUT), in the order given; `afterPage` is awaited after each page (the
 * device counts the pages and the screen paints between them). The same bytes on the device and in a test.
 */
export async function buildPatronCardsPdf(
  cards: readonly PatronCard[],
  options: PatronCardOptions,
  afterPage: (made: number, total: number) => Promise<void> = async () => undefined,
  shaper?: PdfShaper,
): Promise<ArrayBuffer> {
  const translate = options.translate ?? english;
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  doc.setProperties({ title: 'Library cards', subject: 'Library patron cards' });
  doc.setCreationDate(options.generatedAt);
  const total = Math.max(1, Math.ceil(cards.length / labelsPerSheet(CARD)));
  let page = 0;
  for (const [i, card] of cards.entries()) {
    const place = labelPlace(CARD, i);
    if (place.sheet > page) {
      await afterPage(page + 1, total);
      doc.addPage();
      page = place.sheet;
    }
    drawCard(doc, card, place.x, place.y, options, shaper, translate);
  }
  await afterPage(total, total);
  return doc.output('arraybuffer');
}
