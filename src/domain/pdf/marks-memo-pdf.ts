import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import type { IssuedContent } from '../memos/transcript';
import { drawQrCode } from './qr-code';
import { drawGeneratedNote, drawLetterhead, PAGE_MARGIN_MM, type Letterhead } from './letterhead';
import { dateText } from '../calendar/date-text';
import { pdfFootWords } from '../i18n/pdf-foot';
import { MEMO_LABELS as L, english, type Translate } from '../exams/marks-memo-labels';
import { localeOf } from '../i18n/translate';
import { drawText, textWidth, wrapText, type PdfShaper } from './pdf-text';
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

/**
 * The words an issued document prints in the reader's language. A caller hands them to the shaper's loader with the
 * document, so Telugu or Hindi labels get their fonts even when every name is Latin.
 */
export const issuedDocumentPdfWords = (translate: Translate): string[] =>
  Object.values(L)
    .map((word) => translate(word))
    .concat(pdfFootWords(translate));

/** Who the document is about, two labels a row; a value starts after its label, 24 mm in unless the label is longer. */
function studentBlock(doc: jsPDF, shaper: PdfShaper, c: IssuedContent, y: number, translate: Translate): number {
  const half = doc.internal.pageSize.getWidth() / 2;
  const cells: [string, string, number][] = [
    [L.name, c.name, PAGE_MARGIN_MM],
    [L.rollNumber, c.rollNo, half],
    [L.degree, `${c.degree} (${c.branch})`, PAGE_MARGIN_MM],
    [L.regulation, c.regulation, half],
  ];
  doc.setFontSize(10);
  cells.forEach(([label, value, x], i) => {
    const line = y + Math.floor(i / 2) * 6;
    const text = `${translate(label)}:`;
    doc.setFont('helvetica', 'bold');
    drawText(doc, shaper, text, x, line);
    const indent = Math.max(24, textWidth(doc, shaper, text) + 2);
    doc.setFont('helvetica', 'normal');
    drawText(doc, shaper, value, x + indent, line, { maxWidth: half - PAGE_MARGIN_MM - 2 - indent });
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
  translate: Translate,
): void {
  const width = doc.internal.pageSize.getWidth();
  const boxWidth = width - 2 * PAGE_MARGIN_MM;
  const lineWidth = boxWidth - QR_MM - 2 * QR_QUIET_MM - 3;
  doc.setDrawColor(90).setLineWidth(0.3).rect(PAGE_MARGIN_MM, y, boxWidth, VERIFICATION_BOX_MM);
  drawQrCode(doc, print.verifyUrl, width - PAGE_MARGIN_MM - QR_QUIET_MM - QR_MM, y + QR_QUIET_MM, QR_MM);
  doc.setFont('helvetica', 'bold').setFontSize(10);
  drawText(doc, shaper, translate(L.verificationCode, { code: print.code }), PAGE_MARGIN_MM + 3, y + 8);
  doc.setFont('helvetica', 'normal').setFontSize(8.5);
  drawText(doc, shaper, translate(L.anyoneCanCheck, { url: print.verifyUrl }), PAGE_MARGIN_MM + 3, y + 14, {
    maxWidth: lineWidth,
    lineHeightFactor: 1.4,
  });
  doc.setFontSize(9);
  drawText(
    doc,
    shaper,
    translate(L.issuedOn, { date: dateText(print.issuedAt, localeOf(translate)) }),
    PAGE_MARGIN_MM,
    y + VERIFICATION_BOX_MM + 6,
  );
  // The last signer signs on the right, any other on the left, as colleges print them.
  signers.forEach((name, i) => {
    const right = i === signers.length - 1;
    drawText(
      doc,
      shaper,
      translate(name),
      right ? width - PAGE_MARGIN_MM : PAGE_MARGIN_MM,
      y + VERIFICATION_BOX_MM + 22,
      {
        align: right ? 'right' : 'left',
      },
    );
  });
}

/** Room left on the page below y, in mm, before the foot note. */
const roomBelow = (doc: jsPDF, y: number) => doc.internal.pageSize.getHeight() - 18 - y;

/** The consolidated marks memo: every semester's courses with the exam they were passed in, SGPAs, CGPA, class. */
function drawMemo(doc: Doc, print: IssuedDocumentPrint, head: Letterhead, shaper: PdfShaper, tr: Translate): void {
  const { content: c } = print;
  const t = c.transcript;
  let y = studentBlock(doc, shaper, c, drawLetterhead(doc, head, tr(L.memoTitle), shaper), tr);
  autoTable(
    doc,
    withShapedCells(doc, shaper, {
      startY: y,
      theme: 'grid',
      margin: { left: PAGE_MARGIN_MM, right: PAGE_MARGIN_MM, bottom: 18 },
      styles: { fontSize: 8, cellPadding: 1 },
      headStyles: { fillColor: [60, 60, 60] },
      head: [[L.code, L.course, L.credits, L.grade, L.points, L.passedIn].map((label) => tr(label))],
      body: t.semesters.flatMap((s) => [
        [{ content: s.name, colSpan: 6, styles: { fontStyle: 'bold', fillColor: [235, 235, 235] } }],
        ...s.courses.map((k) => [
          k.code,
          k.name,
          String(k.credits),
          k.grade,
          String(k.gradePoints),
          k.passed ? k.examMonth : tr(L.notPassed, { month: k.examMonth }),
        ]),
        [
          {
            content: `${tr(L.sgpa, { sgpa: fixed2(s.sgpa) })}   ${tr(L.creditsEarned, { earned: s.creditsEarned, credits: s.credits })}`,
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
  drawText(doc, shaper, tr(L.cgpa, { cgpa: fixed2(t.cgpa) }), PAGE_MARGIN_MM, y);
  const earned = tr(L.creditsEarned, { earned: t.creditsEarned, credits: t.creditsRequired });
  drawText(doc, shaper, earned, PAGE_MARGIN_MM + 40, y);
  if (t.percentage !== undefined) {
    const percentage = tr(L.percentage, { percentage: fixed2(t.percentage), rule: t.percentageRule ?? '' });
    drawText(doc, shaper, percentage, PAGE_MARGIN_MM + 100, y);
  }
  doc.setFont('helvetica', 'normal').setFontSize(10);
  const standing = t.awardedClass
    ? tr(L.classAwarded, { awardedClass: t.awardedClass })
    : t.backlogs > 0
      ? tr(t.backlogs === 1 ? L.oneCourseToPass : L.coursesToPass, { count: t.backlogs })
      : tr(L.notCompleted);
  drawText(doc, shaper, standing, PAGE_MARGIN_MM, y + 6);
  verificationBlock(doc, shaper, print, y + 12, [L.controller], tr);
}

/** The provisional certificate of a graduate: the degree, branch, regulation, when completed, CGPA and class. */
function drawCertificate(
  doc: jsPDF,
  print: IssuedDocumentPrint,
  head: Letterhead,
  shaper: PdfShaper,
  tr: Translate,
): void {
  const { content: c } = print;
  const t = c.transcript;
  const width = doc.internal.pageSize.getWidth();
  let y = drawLetterhead(doc, head, tr(L.certificateTitle), shaper) + 8;
  doc.setFont('helvetica', 'normal').setFontSize(12);
  const text = tr(L.certifies, {
    name: c.name,
    rollNo: c.rollNo,
    degree: c.degree,
    branch: c.branch,
    regulation: c.regulation,
    completedIn: t.lastPassed ?? '—',
    cgpa: fixed2(t.cgpa),
    credits: t.creditsEarned,
    awardedClass: t.awardedClass ?? '—',
  });
  const lines = wrapText(doc, shaper, text, width - 2 * PAGE_MARGIN_MM);
  drawText(doc, shaper, lines, PAGE_MARGIN_MM, y, { lineHeightFactor: 1.6 });
  y += lines.length * 12 * 0.3528 * 1.6 + 8;
  doc.setFontSize(10);
  drawText(doc, shaper, tr(L.convocation), PAGE_MARGIN_MM, y, { maxWidth: width - 2 * PAGE_MARGIN_MM });
  verificationBlock(doc, shaper, print, y + 14, [L.controller, L.principal], tr);
}

/**
 * An issued memo or provisional certificate on the college letterhead, with its verification code. Names and course
 * titles in Telugu or Devanagari are shaped by `shaper` (see pdf-text.ts). Its words are printed through `translate`
 * (the reader's language; English without it, the same bytes as before).
 */
export function buildIssuedDocumentPdf(
  print: IssuedDocumentPrint,
  head: Letterhead,
  shaper?: PdfShaper,
  translate: Translate = english,
): ArrayBuffer {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true }) as Doc;
  const memo = print.content.kind === 'memo';
  doc.setProperties({
    title: `${memo ? 'Consolidated marks memo' : 'Provisional certificate'}: ${print.content.rollNo}`,
    subject: `Verification code ${print.code}`,
  });
  doc.setCreationDate(print.issuedAt);
  if (memo) drawMemo(doc, print, head, shaper, translate);
  else drawCertificate(doc, print, head, shaper, translate);
  drawGeneratedNote(doc, print.issuedAt, {
    shaper,
    translate,
    note: translate(L.verifyWithCode, { code: print.code }),
  });
  return doc.output('arraybuffer');
}

export const issuedDocumentFileName = (kind: IssuedContent['kind'], rollNo: string) =>
  `${kind === 'memo' ? 'MarksMemo' : 'ProvisionalCertificate'}_${rollNo}.pdf`;
