import { execFileSync } from 'node:child_process';

/** The text of a PDF as poppler's pdftotext reads it, keeping the layout (columns stay on their lines). */
export function pdfText(bytes: ArrayBuffer | Uint8Array): string {
  const input = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input, encoding: 'utf8' });
}
