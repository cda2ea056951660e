import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { formatRupees } from '../money/money';
import type { ColumnKind, ReportTables } from '../reports/report-tables';
import { PAGE_MARGIN_MM, drawGeneratedNote, drawLetterhead, type Letterhead } from './letterhead';
import type { PdfShaper } from './pdf-text';
import { withShapedCells } from './shaped-cells';

const cellText = (kind: ColumnKind, value: string | number | null): string => {
  if (value === null) return '–';
  if (typeof value === 'string') return value;
  if (kind === 'money') return formatRupees(value);
  if (kind === 'percent') return `${value.toFixed(1)}%`;
  return String(value);
};

/**
 * A report as a PDF (A4 landscape, so a table of branches fits): the college's letterhead and the report's title, then
 * each of its tables under its own heading, numbers right-aligned, and the generated line at the foot. The charts are
 * the screen's: the tables say the same.
 */
export function buildReportPdf(
  report: ReportTables,
  head: Letterhead,
  generatedAt: Date,
  shaper?: PdfShaper,
): ArrayBuffer {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'landscape', compress: true });
  doc.setCreationDate(generatedAt);
  doc.setProperties({ title: report.title, subject: report.title });
  let y = drawLetterhead(doc, head, report.title, shaper);
  for (const table of report.tables) {
    if (y > doc.internal.pageSize.getHeight() - 40) {
      doc.addPage();
      y = 20;
    }
    doc.setFont('helvetica', 'bold').setFontSize(11);
    doc.text(table.title, PAGE_MARGIN_MM, y + 4);
    autoTable(
      doc,
      withShapedCells(doc, shaper, {
        startY: y + 6,
        margin: { left: PAGE_MARGIN_MM, right: PAGE_MARGIN_MM },
        theme: 'grid',
        styles: { fontSize: 9, cellPadding: 1.4 },
        headStyles: { fillColor: [11, 110, 95] },
        head: [table.columns.map((c) => c.header)],
        body: table.rows.map((row) => row.map((value, i) => cellText(table.columns[i]?.kind ?? 'text', value))),
        columnStyles: Object.fromEntries(
          table.columns.flatMap((c, i) => (c.kind === 'text' ? [] : [[i, { halign: 'right' as const }]])),
        ),
      }),
    );
    y = (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 6;
  }
  drawGeneratedNote(doc, generatedAt, { shaper });
  return doc.output('arraybuffer');
}
