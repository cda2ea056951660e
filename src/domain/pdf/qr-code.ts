import type { jsPDF } from 'jspdf';
import { create } from 'qrcode';

/**
 * A QR code of `text` drawn as vector squares (sharp at any print size), `size` mm square with its top left at x, y.
 * The caller leaves the quiet zone (four modules) white around it. Error correction M: a memo's address scans from a
 * creased or photocopied page.
 */
export function drawQrCode(doc: jsPDF, text: string, x: number, y: number, size: number): void {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const cell = size / n;
  doc.setFillColor(0, 0, 0);
  for (let row = 0; row < n; row++) {
    // Each run of dark modules in a row is one rectangle: fewer drawing operations, no hairlines between them.
    for (let col = 0; col < n;) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && modules.get(row, col)) col++;
      doc.rect(x + start * cell, y + row * cell, (col - start) * cell, cell, 'F');
    }
  }
}
