import { readFileSync } from 'node:fs';
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
      '(Generated 2026-01-01 05:15 Asia/Kolkata time. This is a computer-generated statement.) Tj',
    );
  });

  it("is pure: imports nothing but jsPDF and the college's clock (no DOM, no Node), so server and device share it", () => {
    const source = readFileSync(new URL('../../src/domain/pdf/letterhead.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(imports).toEqual(['jspdf', '../calendar/college-time']);
    expect(source).not.toMatch(/\b(document|window|Buffer|process)\./);
  });
});
