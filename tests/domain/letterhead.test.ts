import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { drawGeneratedNote, drawLetterhead } from '../../src/domain/pdf/letterhead';

// A 1×1 PNG: the letterhead takes PNG or JPEG bytes for the logo.
const PNG_1PX = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** An uncompressed document, so the drawn text can be read back from the bytes. */
const newDoc = () => new jsPDF({ unit: 'mm', format: 'a4', compress: false });
const pdfText = (doc: jsPDF) => Buffer.from(doc.output('arraybuffer')).toString('latin1');

describe('letterhead shared by every PDF', () => {
  it('with only a college name keeps the result sheet layout: title below the name, content from 30 mm', () => {
    const doc = newDoc();
    expect(drawLetterhead(doc, { collegeName: 'Demo College' }, 'B.Tech II Year II Semester')).toBe(30);
    const text = pdfText(doc);
    expect(text).toContain('(Demo College) Tj');
    expect(text).toContain('(B.Tech II Year II Semester) Tj');
    expect(text).not.toContain('/Subtype /Image');
  });

  it('prints the address lines and the contacts under the name and starts the content below them', () => {
    const doc = newDoc();
    const start = drawLetterhead(
      doc,
      {
        collegeName: 'Demo College',
        address: 'Survey No. 12, Gandipet\nHyderabad 500075',
        contacts: ['040 2345 6789', 'office@demo.edu.in'],
      },
      'Fee Receipt',
    );
    const text = pdfText(doc);
    expect(text).toContain('(Survey No. 12, Gandipet) Tj');
    expect(text).toContain('(Hyderabad 500075) Tj');
    expect(text).toContain('(040 2345 6789  |  office@demo.edu.in) Tj');
    expect(text).toContain('(Fee Receipt) Tj');
    expect(start).toBeGreaterThan(30 + 3 * 4);
  });

  it('draws the logo as an image when one is given', () => {
    const doc = newDoc();
    drawLetterhead(doc, { collegeName: 'Demo College', logo: { bytes: PNG_1PX, format: 'PNG' } }, 'Admission Form');
    expect(pdfText(doc)).toContain('/Subtype /Image');
  });

  it("prints when the document was generated, on the college's clock (Asia/Kolkata by default), at the foot of the page", () => {
    const doc = newDoc();
    // 23:45 UTC on 31 December is already 1 January at the college.
    drawGeneratedNote(doc, new Date('2025-12-31T23:45:00Z'));
    expect(pdfText(doc)).toContain(
      '(Generated 1 Jan 2026, 5:15 am Asia/Kolkata time. This is a computer-generated statement.) Tj',
    );
  });

  it("is pure: imports nothing but jsPDF, the college's clock, its date text, its foot line's words and pdf-text (no DOM, no Node), so server and device share it", () => {
    const source = readFileSync(new URL('../../src/domain/pdf/letterhead.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(imports).toEqual([
      'jspdf',
      '../calendar/college-time',
      '../calendar/date-text',
      '../i18n/pdf-foot',
      '../i18n/translate',
      './pdf-text',
    ]);
    expect(source).not.toMatch(/\b(document|window|Buffer|process)\./);
  });
});

const WEBP_1PX = Uint8Array.from(Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64'));
/** The app's own 192 px icon: a real logo, drawn and rendered below. */
const ICON = Uint8Array.from(readFileSync('public/icons/icon-192.png'));
const havePdftoppm = spawnSync('pdftoppm', ['-v']).status === 0;

/** The page rendered at 36 dpi (pdftoppm, PPM): width, height and the RGB of a point (mm from the top left). */
function rendered(pdf: ArrayBuffer) {
  const dir = mkdtempSync(path.join(tmpdir(), 'letterhead-'));
  writeFileSync(path.join(dir, 'page.pdf'), Buffer.from(pdf));
  const run = spawnSync('pdftoppm', ['-r', '36', '-singlefile', path.join(dir, 'page.pdf'), path.join(dir, 'page')]);
  expect(run.status).toBe(0);
  const ppm = readFileSync(path.join(dir, 'page.ppm'));
  rmSync(dir, { recursive: true, force: true });
  const [magic, width, height, max] = ppm.toString('latin1', 0, 40).split(/\s+/);
  expect([magic, max]).toEqual(['P6', '255']);
  const headerLength = ppm.indexOf('255', 0, 'latin1') + 4;
  const w = Number(width);
  const at = (xMm: number, yMm: number) => {
    const x = Math.round((xMm / 25.4) * 36);
    const y = Math.round((yMm / 25.4) * 36);
    const i = headerLength + (y * w + x) * 3;
    return [ppm[i]!, ppm[i + 1]!, ppm[i + 2]!] as const;
  };
  return { width: w, height: Number(height), at };
}

describe('the college logo on the letterhead', () => {
  it('draws a WebP logo too (the College Profile takes PNG, JPEG or WebP)', () => {
    const doc = newDoc();
    drawLetterhead(doc, { collegeName: 'Demo College', logo: { bytes: WEBP_1PX, format: 'WEBP' } }, 'Receipt');
    expect(pdfText(doc)).toContain('/Subtype /Image');
  });

  it('keeps a wide logo its shape: as wide as the 18 mm square, centred in its height', () => {
    const doc = newDoc();
    const wide = { bytes: ICON, format: 'PNG' as const };
    doc.getImageProperties = () => ({ width: 300, height: 100 }) as ReturnType<jsPDF['getImageProperties']>;
    drawLetterhead(doc, { collegeName: 'Demo College', logo: wide }, 'Receipt');
    // The image is placed by "w 0 0 h x y cm" in points: 18 mm wide, 6 mm high.
    const placed = /([\d.]+) 0 0 ([\d.]+) [\d.]+ [\d.]+ cm\s*\/I\d+ Do/.exec(pdfText(doc));
    expect(placed).not.toBeNull();
    const [w, h] = [Number(placed![1]), Number(placed![2])];
    expect(w / h).toBeCloseTo(3, 1);
    expect(w).toBeCloseTo((18 / 25.4) * 72, 0);
  });

  it('leaves out a logo jsPDF cannot read, and lays the page out as without one', () => {
    const doc = newDoc();
    const broken = { bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), format: 'PNG' as const };
    expect(drawLetterhead(doc, { collegeName: 'Demo College', logo: broken }, 'Receipt')).toBe(30);
    expect(pdfText(doc)).not.toContain('/Subtype /Image');
  });

  it.skipIf(!havePdftoppm)(
    'shows the logo at the top left of the rendered page; without one that corner stays white',
    () => {
      const page = (logo: boolean) => {
        const doc = newDoc();
        drawLetterhead(
          doc,
          { collegeName: 'Demo College', logo: logo ? { bytes: ICON, format: 'PNG' } : null, address: 'Hyderabad' },
          'Result Sheet',
        );
        return rendered(doc.output('arraybuffer'));
      };
      const withLogo = page(true);
      const without = page(false);
      // The logo's square: 14 to 32 mm from the left, 6 to 24 mm from the top; its middle is the icon's.
      const inked = (p: ReturnType<typeof rendered>) =>
        [18, 23, 28].flatMap((x) => [10, 15, 20].map((y) => p.at(x, y))).filter(([r, g, b]) => r + g + b < 700).length;
      expect(inked(withLogo)).toBeGreaterThan(4);
      expect(inked(without)).toBe(0);
    },
  );
});
