import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { expect } from 'vitest';

export const havePdftoppm = spawnSync('pdftoppm', ['-v']).status === 0;
const DPI = 150;

/** Every page rendered in grey at 150 dpi (pdftoppm, PGM), each decoded for a QR code: the texts found, by page. */
export function qrCodesOnPages(pdf: ArrayBuffer | Uint8Array): (string | null)[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'memo-qr-'));
  try {
    writeFileSync(path.join(dir, 'doc.pdf'), pdf instanceof Uint8Array ? pdf : new Uint8Array(pdf));
    const run = spawnSync('pdftoppm', ['-r', String(DPI), '-gray', path.join(dir, 'doc.pdf'), path.join(dir, 'page')]);
    expect(run.status).toBe(0);
    return readdirSync(dir)
      .filter((f) => f.endsWith('.pgm'))
      .sort()
      .map((f) => {
        const pgm = readFileSync(path.join(dir, f));
        const [magic, width, height, max] = pgm.toString('latin1', 0, 40).split(/\s+/);
        expect([magic, max]).toEqual(['P5', '255']);
        const w = Number(width);
        const h = Number(height);
        const grey = pgm.subarray(pgm.length - w * h);
        const rgba = new Uint8ClampedArray(w * h * 4);
        grey.forEach((g, i) => rgba.set([g, g, g, 255], i * 4));
        return jsQR(rgba, w, h)?.data ?? null;
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
