import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import type { IssuedContent } from '../memos/transcript';
import { drawQrCode } from './qr-code';
import { drawGeneratedNote, drawLetterhead, PAGE_MARGIN_MM, type Letterhead } from './letterhead';
import { dateText } from '../calendar/date-text';
import { drawText, wrapText, type PdfShaper } from './pdf-text';
import { withShapedCells } from './shaped-cells';

export interface IssuedDocumentPrint {
  content: IssuedContent;
  code: string;
  /** The public page that checks the code, in full (https://college…/verify/K7QM-2XHD-9RTB): printed and its QR code. */
  verifyUrl: string;
  issuedAt: Date;
}

type Doc = jsPDF & { lastAutoTable: { finalY: number } };
const fixed2 = (n: number) => n.toFixed(2);

function studentBlock(doc: jsPDF, shaper: PdfShaper, c: IssuedContent, y: number): number {
  const half = doc.internal.pageSize.getWidth() / 2;
  const cells: [string, string, number][] = [
    ['Name', c.name, PAGE_MARGIN_MM],
    ['Roll number', c.rollNo, half],
    ['Degree', `${c.degree} (${c.branch})`, PAGE_MARGIN_MM],
    ['Regulation', c.regulation, half],
  ];
  doc.setFontSize(10);
  cells.forEach(([label, value, x], i) => {
    const line = y + Math.floor(i / 2) * 6;
    doc.setFont('helvetica', 'bold').text(`${label}:`, x, line);
    doc.setFont('helvetica', 'normal');
    drawText(doc, shaper, value, x + 24, line, { maxWidth: half - PAGE_MARGIN_MM - 26 });
  });
  return y + 14;
}

/** The QR code's side and the white kept around it inside the box (over four modules of the code), in mm. */
const QR_MM = 24;
const QR_QUIET_MM = 3;
/** The verification box's height: the QR code and its quiet zone. */
export const VERIFICATION_BOX_MM = QR_MM + 2 * QR_QUIET_MM;

/**
 * The verification box: the code and the address that checks it, and a QR code of that same address on the right for
 * a phone to open; then the day of issue and the signatures.
 */
function verificationBlock(
  doc: jsPDF,
  shaper: PdfShaper,
  print: IssuedDocumentPrint,
  y: number,
  signers: readonly string[],
): void {
  const width = doc.internal.pageSize.getWidth();
  const boxWidth = width - 2 * PAGE_MARGIN_MM;
  const textWidth = boxWidth - QR_MM - 2 * QR_QUIET_MM - 3;
  doc.setDrawColor(90).setLineWidth(0.3).rect(PAGE_MARGIN_MM, y, boxWidth, VERIFICATION_BOX_MM);
  drawQrCode(doc, print.verifyUrl, width - PAGE_MARGIN_MM - QR_QUIET_MM - QR_MM, y + QR_QUIET_MM, QR_MM);
  doc.setFont('helvetica', 'bold').setFontSize(10);
  doc.text(`Verification code: ${print.code}`, PAGE_MARGIN_MM + 3, y + 8);
  doc.setFont('helvetica', 'normal').setFontSize(8.5);
  doc.text(
    `Anyone can check this document at ${print.verifyUrl}, or by scanning the QR code with a phone.`,
    PAGE_MARGIN_MM + 3,
    y + 14,
    { maxWidth: textWidth, lineHeightFactor: 1.4 },
  );
  doc.setFontSize(9);
  doc.text(`Issued on ${dateText(print.issuedAt)}`, PAGE_MARGIN_MM, y + VERIFICATION_BOX_MM + 6);
  // The last signer signs on the right, any other on the left, as colleges print them.
  signers.forEach((name, i) => {
    const right = i === signers.length - 1;
    drawText(doc, shaper, name, right ? width - PAGE_MARGIN_MM : PAGE_MARGIN_MM, y + VERIFICATION_BOX_MM + 22, {
      align: right ? 'right' : 'left',
    });
  });
}

/** Room left on the page below y, in mm, before the foot note. */
const roomBelow = (doc: jsPDF, y: number) => doc.internal.pageSize.getHeight() - 18 - y;

/** The consolidated marks memo: every semester's courses with the exam they were passed in, SGPAs, CGPA, class. */
function drawMemo(doc: Doc, print: IssuedDocumentPrint, head: Letterhead, shaper: PdfShaper): void {
  const { content: c } = print;
  const t = c.transcript;
  let y = studentBlock(doc, shaper, c, drawLetterhead(doc, head, 'CONSOLIDATED MARKS MEMO', shaper));
  autoTable(
    doc,
    withShapedCells(doc, shaper, {
      startY: y,
      theme: 'grid',
      margin: { left: PAGE_MARGIN_MM, right: PAGE_MARGIN_MM, bottom: 18 },
      styles: { fontSize: 8, cellPadding: 1 },
      headStyles: { fillColor: [60, 60, 60] },
      head: [['Code', 'Course', 'Credits', 'Grade', 'Points', 'Passed in']],
      body: t.semesters.flatMap((s) => [
        [{ content: s.name, colSpan: 6, styles: { fontStyle: 'bold', fillColor: [235, 235, 235] } }],
        ...s.courses.map((k) => [
          k.code,
          k.name,
          String(k.credits),
          k.grade,
          String(k.gradePoints),
          k.passed ? k.examMonth : `Not passed (${k.examMonth})`,
        ]),
        [
          {
            content: `SGPA ${fixed2(s.sgpa)}   Credits earned ${s.creditsEarned} of ${s.credits}`,
            colSpan: 6,
            styles: { halign: 'right', fontStyle: 'bold' },
          },
        ],
      ]),
      columnStyles: { 2: { halign: 'center' }, 3: { halign: 'center' }, 4: { halign: 'center' } },
    }),
  );
  y = doc.lastAutoTable.finalY + 6;
  if (roomBelow(doc, y) < 12 + VERIFICATION_BOX_MM + 26) {
    doc.addPage();
    y = 20;
  }
  doc.setFont('helvetica', 'bold').setFontSize(10.5);
  doc.text(`CGPA ${fixed2(t.cgpa)}`, PAGE_MARGIN_MM, y);
  doc.text(`Credits earned ${t.creditsEarned} of ${t.creditsRequired}`, PAGE_MARGIN_MM + 40, y);
  if (t.percentage !== undefined)
    doc.text(`Percentage ${fixed2(t.percentage)}% (${t.percentageRule ?? ''})`, PAGE_MARGIN_MM + 100, y);
  doc.setFont('helvetica', 'normal').setFontSize(10);
  const standing = t.awardedClass
    ? `Class awarded: ${t.awardedClass}`
    : t.backlogs > 0
      ? `Class: not awarded yet (${t.backlogs} course${t.backlogs === 1 ? '' : 's'} still to pass)`
      : 'Class: not awarded yet (the degree is not completed)';
  doc.text(standing, PAGE_MARGIN_MM, y + 6);
  verificationBlock(doc, shaper, print, y + 12, ['Controller of Examinations']);
}

/** The provisional certificate of a graduate: the degree, branch, regulation, when completed, CGPA and class. */
function drawCertificate(doc: jsPDF, print: IssuedDocumentPrint, head: Letterhead, shaper: PdfShaper): void {
  const { content: c } = print;
  const t = c.transcript;
  const width = doc.internal.pageSize.getWidth();
  let y = drawLetterhead(doc, head, 'PROVISIONAL CERTIFICATE', shaper) + 8;
  doc.setFont('helvetica', 'normal').setFontSize(12);
  const text =
    `This is to certify that ${c.name} (Roll number ${c.rollNo}) has passed the ${c.degree} degree ` +
    `examination in ${c.branch} under Regulation ${c.regulation}, completing in ${t.lastPassed ?? '—'}, with a ` +
    `Cumulative Grade Point Average of ${fixed2(t.cgpa)} and ${t.creditsEarned} credits, and is placed in ` +
    `${t.awardedClass ?? '—'}.`;
  const lines = wrapText(doc, shaper, text, width - 2 * PAGE_MARGIN_MM);
  drawText(doc, shaper, lines, PAGE_MARGIN_MM, y, { lineHeightFactor: 1.6 });
  y += lines.length * 12 * 0.3528 * 1.6 + 8;
  doc.setFontSize(10);
  doc.text(
    'The degree certificate will be issued at the convocation; this certificate stands for it until then.',
    PAGE_MARGIN_MM,
    y,
    { maxWidth: width - 2 * PAGE_MARGIN_MM },
  );
  verificationBlock(doc, shaper, print, y + 14, ['Controller of Examinations', 'Principal']);
}

/**
 * An issued memo or provisional certificate on the college letterhead, with its verification code. Names and course
 * titles in Telugu or Devanagari are shaped by `shaper` (see pdf-text.ts).
 */
export function buildIssuedDocumentPdf(print: IssuedDocumentPrint, head: Letterhead, shaper?: PdfShaper): ArrayBuffer {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true }) as Doc;
  const memo = print.content.kind === 'memo';
  doc.setProperties({
    title: `${memo ? 'Consolidated marks memo' : 'Provisional certificate'}: ${print.content.rollNo}`,
    subject: `Verification code ${print.code}`,
  });
  doc.setCreationDate(print.issuedAt);
  if (memo) drawMemo(doc, print, head, shaper);
  else drawCertificate(doc, print, head, shaper);
  drawGeneratedNote(doc, print.issuedAt, `Verify with the code ${print.code}.`);
  return doc.output('arraybuffer');
}

export const issuedDocumentFileName = (kind: IssuedContent['kind'], rollNo: string) =>
  `${kind === 'memo' ? 'MarksMemo' : 'ProvisionalCertificate'}_${rollNo}.pdf`;
