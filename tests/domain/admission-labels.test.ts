import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { choiceLabel, KNOWING_ABOUT_INSTITUTE, KNOWING_LABELS } from '../../src/domain/admissions/choices';
import { ApplicationFormDataSchema } from '../../src/domain/admissions/application-form';
import { buildAdmissionFormPdf } from '../../src/domain/pdf/admission-form-pdf';
import { admissionPayload } from '../server/support/admission-client';

const pdfText = (bytes: ArrayBuffer) => {
  const file = join(mkdtempSync(join(tmpdir(), 'admission-pdf-')), 'form.pdf');
  writeFileSync(file, Buffer.from(bytes));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

describe('admission choices as labels', () => {
  it('names every "how do you know about the college" code', () => {
    expect(KNOWING_ABOUT_INSTITUTE.map((k) => choiceLabel(KNOWING_LABELS, k))).toEqual([
      'Old student',
      'News',
      'Media',
      'Family relation',
      'Website',
      'Others',
    ]);
    expect(choiceLabel(KNOWING_LABELS, 'somethingElse')).toBe('somethingElse');
    expect(choiceLabel(KNOWING_LABELS, '')).toBe('');
  });

  it('prints labels, not codes, on the one-page admission PDF, and nothing "overleaf"', () => {
    const record = v.parse(ApplicationFormDataSchema, admissionPayload({ knowingAboutInstitute: 'oldStudent' }));
    const text = pdfText(
      buildAdmissionFormPdf(
        { record, adminNo: '2026ADM0003', rollNumber: '2026ADM0003', academicYear: '2026-27' },
        { collegeName: 'Demo College', generatedAt: new Date('2026-07-15T06:00:00Z') },
      ),
    );
    expect(text).toContain('Old student');
    expect(text).not.toContain('oldStudent');
    expect(text).toContain('Male');
    expect(text).not.toMatch(/overleaf/i);
    expect(text.split('\f').filter((page) => page.trim()).length).toBe(1);
  });
});
