import type { jsPDF } from 'jspdf';
import { collegeTimeZone } from '../calendar/college-time';
import { dateTimeText } from '../calendar/date-text';
import { PDF_FOOT } from '../i18n/pdf-foot';
import { english, localeOf, type Translate } from '../i18n/translate';
import { drawText, shaping, wrapText, type PdfShaper } from './pdf-text';

/**
 * The college's letterhead, shared by every PDF (result sheets, admission forms, receipts, certificates).
 * Pure jsPDF: no DOM and no Node, so the server and the device draw the same bytes.
 */
export interface Letterhead {
  collegeName: string;
  /** PNG, JPEG or WebP bytes (jsPDF does not draw SVG); drawn at the top left, its shape kept. */
  logo?: { bytes: Uint8Array; format: 'PNG' | 'JPEG' | 'WEBP' } | null;
  /** One or more lines, for example the campus address. */
  address?: string | null;
  /** Short contact lines (phone numbers, mail address, web site), joined on one line. */
  contacts?: readonly string[] | null;
}

/** Left and right margin of every document, in mm. */
export const PAGE_MARGIN_MM = 14;
const LOGO_MM = 18;
const NAME_Y = 16;
const LINE_MM = 4.5;

/**
 * The logo in its LOGO_MM square at the top left, its shape kept (a wide logo is as wide as the square, centred
 * in its height). False when jsPDF cannot read the bytes: the letterhead is then drawn without it.
 */
function drawLogo(doc: jsPDF, logo: NonNullable<Letterhead['logo']>): boolean {
  try {
    const { width, height } = doc.getImageProperties(logo.bytes);
    if (!(width > 0 && height > 0)) return false;
    const ratio = width / height;
    const w = ratio >= 1 ? LOGO_MM : LOGO_MM * ratio;
    const h = ratio >= 1 ? LOGO_MM / ratio : LOGO_MM;
    const top = NAME_Y - 10;
    doc.addImage(logo.bytes, logo.format, PAGE_MARGIN_MM + (LOGO_MM - w) / 2, top + (LOGO_MM - h) / 2, w, h);
    return true;
  } catch {
    return false;
  }
}

/**
 * Draws the letterhead and the document's title (bold, centred) on the current page and returns the y (mm)
 * where the document's own content starts. With only a college name the layout is the result sheet's:
 * name at 16 mm, title at 23 mm, content from 30 mm. A college name, address or title in Telugu or Devanagari is
 * shaped by the shaper when one is given.
 */
export function drawLetterhead(doc: jsPDF, head: Letterhead, title: string, shaper?: PdfShaper): number {
  const pageWidth = doc.internal.pageSize.getWidth();
  const centre = pageWidth / 2;
  const textWidth = pageWidth - 2 * PAGE_MARGIN_MM;
  let y = NAME_Y;
  const hasLogo = head.logo ? drawLogo(doc, head.logo) : false;
  // A logo takes room on the left; the lines stay centred on the page and keep clear of it.
  const lineWidth = hasLogo ? textWidth - 2 * (LOGO_MM + 2) : textWidth;
  doc.setFont('helvetica', 'bold').setFontSize(15);
  drawText(doc, shaper, head.collegeName, centre, y, { align: 'center', maxWidth: lineWidth });

  const lines = [
    ...(head.address
      ? head.address
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean)
      : []),
    ...(head.contacts?.length ? [head.contacts.join('  |  ')] : []),
  ];
  if (lines.length > 0) {
    doc.setFont('helvetica', 'normal').setFontSize(9);
    for (const line of lines) {
      y += LINE_MM;
      drawText(doc, shaper, line, centre, y + 0.5, { align: 'center', maxWidth: lineWidth });
    }
    y = Math.max(y + 2, hasLogo ? NAME_Y + LOGO_MM - 8 : 0);
    doc
      .setDrawColor(120)
      .setLineWidth(0.3)
      .line(PAGE_MARGIN_MM, y, pageWidth - PAGE_MARGIN_MM, y);
    doc.setFont('helvetica', 'bold');
  }

  doc.setFontSize(11);
  drawText(doc, shaper, title, centre, y + 7, { align: 'center', maxWidth: textWidth });
  return y + 14;
}

/** How the foot line is printed: the reader's language, the shaper for it, and the document's own note. */
export interface GeneratedNoteOptions {
  shaper?: PdfShaper;
  /** English when left out. */
  translate?: Translate;
  /** The document's note, already in the reader's language; the computer-generated statement when left out. */
  note?: string;
}

/**
 * The line at the foot of the last page: when the document was made, on the college's clock (COLLEGE_TIME_ZONE), in
 * the reader's language (the time too: '1 Jan 2026, 5:30 am', '1 జనవరి 2026, 5:30 am'). A Telugu or Hindi line is shaped and
 * wrapped at the page's width; an English one is drawn as it always was.
 */
export function drawGeneratedNote(
  doc: jsPDF,
  generatedAt: Date,
  { shaper, translate = english, note }: GeneratedNoteOptions = {},
): void {
  const line = `${translate(PDF_FOOT.generated, { time: dateTimeText(generatedAt, localeOf(translate)), zone: collegeTimeZone() })} ${
    note ?? translate(PDF_FOOT.statement)
  }`;
  doc.setFont('helvetica', 'normal').setFontSize(8);
  const width = doc.internal.pageSize.getWidth() - 2 * PAGE_MARGIN_MM;
  // A narrow page (an 80 mm receipt roll) wraps the English line too; a wide one keeps it on one line as before.
  const lines = shaping(shaper, line)
    ? wrapText(doc, shaper, line, width)
    : doc.getTextWidth(line) > width
      ? (doc.splitTextToSize(line, width) as string[])
      : line;
  drawText(doc, shaper, lines, PAGE_MARGIN_MM, doc.internal.pageSize.getHeight() - 10);
}
