import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApplicationFormDataSchema } from '../../src/domain/admissions/application-form';
import { cellText, excelSerialToIso } from '../../src/domain/admissions/bulk-cells';
import {
  aadhaarRequired,
  mobileField,
  mobileText,
  normaliseAadhaarInput,
  normaliseMobileInput,
} from '../../src/domain/admissions/field-rules';
import { FirstAdmissionFormSchema } from '../../src/domain/admissions/first-form';
import { ADMISSION_MESSAGES as M } from '../../src/domain/admissions/messages';
import {
  SecondAdmissionFormSchema,
  aadhaarBlurCheck,
  mobileBlurCheck,
  secondFormMobileInput,
} from '../../src/domain/admissions/second-form';
import { verhoeffCheckDigit, verhoeffValid } from '../../src/domain/admissions/verhoeff';

const issueOf = (schema: v.GenericSchema, value: unknown) => {
  const r = v.safeParse(schema, value);
  return r.success ? null : r.issues[0].message;
};
const valueOf = (schema: v.GenericSchema, value: unknown) => {
  const r = v.safeParse(schema, value);
  if (!r.success) throw new Error(r.issues[0].message);
  return r.output as unknown;
};

describe('Aadhaar: the Verhoeff check digit', () => {
  it('accepts numbers whose last digit is their Verhoeff check digit, refuses a typo or a swap', () => {
    expect(verhoeffCheckDigit('236')).toBe('3'); // the textbook example
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('499876543210')).toBe(false);
    const good = `49987654321${verhoeffCheckDigit('49987654321')}`;
    expect(verhoeffValid(good)).toBe(true);
    for (let i = 0; i < 12; i++) {
      const typo = good.slice(0, i) + String((Number(good[i]) + 1) % 10) + good.slice(i + 1);
      expect(verhoeffValid(typo)).toBe(false);
    }
    expect(verhoeffValid(good.slice(0, 3) + good[4] + good[3] + good.slice(5))).toBe(false);
  });

  it("is checked by the one rule of the first form, the second form, the server's payload and the import", () => {
    const good = `23456781012${verhoeffCheckDigit('23456781012')}`;
    const bad = `${good.slice(0, 11)}${String((Number(good[11]) + 1) % 10)}`;
    expect(valueOf(aadhaarRequired, good)).toBe(good);
    expect(issueOf(aadhaarRequired, bad)).toBe('Invalid Aadhaar Number');
    expect(issueOf(FirstAdmissionFormSchema.entries.adharNo, bad)).toBe('Invalid Aadhaar Number');
    expect(issueOf(SecondAdmissionFormSchema.entries.aadharNo, bad)).toBe('Invalid Aadhaar Number');
    expect(issueOf(ApplicationFormDataSchema.entries.aadharNo, bad)).toBe('Invalid Aadhaar Number');
    expect(aadhaarBlurCheck(bad)).toEqual({ message: 'Invalid Aadhaar Number', clear: true });
    expect(aadhaarBlurCheck(good)).toBeNull();
    // The length rule still speaks first.
    expect(issueOf(aadhaarRequired, '12345')).toBe(M.aadhaar);
  });

  it('refuses a number (a spreadsheet number cell, 1.23457E+11 or any float) and asks for it typed as text', () => {
    for (const cell of [1.23457e11, 123457000000, 234567810123.5, 234567810124]) {
      expect(issueOf(aadhaarRequired, cell)).toBe(M.aadhaarAsText);
    }
    expect(M.aadhaarAsText).toContain('type it as text');
  });
});

describe('numbers pasted from chats and sheets', () => {
  it('reads "4998-7654-3211" and "4998 7654 3211" as the 12 digits', () => {
    const good = `49987654321${verhoeffCheckDigit('49987654321')}`;
    const dashed = `${good.slice(0, 4)}-${good.slice(4, 8)}-${good.slice(8)}`;
    const spaced = `${good.slice(0, 4)} ${good.slice(4, 8)} ${good.slice(8)}`;
    for (const typed of [dashed, spaced, `${good.slice(0, 4)}\u00a0${good.slice(4)}`]) {
      expect(valueOf(aadhaarRequired, typed)).toBe(good);
      expect(valueOf(FirstAdmissionFormSchema.entries.adharNo, typed)).toBe(good);
      expect(valueOf(SecondAdmissionFormSchema.entries.aadharNo, typed)).toBe(good);
      expect(cellText(typed, 'aadhaar')).toBe(good);
    }
    expect(normaliseAadhaarInput(dashed)).toBe(good);
  });

  it('reads "+91 98765 43210", "098765 43210", "0091-98765-43210" as the 10-digit mobile', () => {
    for (const typed of [
      '+91 98765 43210',
      '098765 43210',
      '0091-98765-43210',
      '+91-9876543210',
      '91 98765 43210',
      '98765 43210',
      '(+91) 98765-43210',
    ]) {
      expect(mobileText(typed)).toBe('9876543210');
      expect(valueOf(mobileField, typed)).toBe('9876543210');
      expect(valueOf(SecondAdmissionFormSchema.entries.studentContactNo, typed)).toBe('9876543210');
      expect(normaliseMobileInput(typed)).toBe('9876543210');
      expect(mobileBlurCheck(typed)).toBeNull();
    }
  });

  it('refuses with a reason what is not a mobile, never turning it into another number', () => {
    for (const typed of [
      '+1 415 555 0100',
      '+91 98765 4321',
      '98765 432101',
      '0987654321',
      '+44 7911 123456',
      '9876x43210',
    ]) {
      expect(issueOf(mobileField, typed)).toBe(M.mobile);
      expect(issueOf(SecondAdmissionFormSchema.entries.studentContactNo, typed)).toBe(
        'Please enter a valid mobile number',
      );
    }
    // Before: '+91 98765 43210' typed into the input became 9198765432, another person's number.
    expect(normaliseMobileInput('+91 98765 4321')).toBe('+91 98765 4321');
    expect(secondFormMobileInput('98765432101')).toBe('98765432101');
    expect(mobileBlurCheck('98765432101')).toEqual({ message: 'Please enter a valid mobile number', clear: true });
  });
});

describe('dates of workbooks saved with the 1904 date system', () => {
  it("reads a serial by the workbook's date system: 44408 is 2025-08-01 in 1904, 1900-based 45870", () => {
    expect(excelSerialToIso(45870)).toBe('2025-08-01');
    expect(excelSerialToIso(44408, true)).toBe('2025-08-01');
    expect(cellText(44408, 'date', true)).toBe('2025-08-01');
    expect(cellText(44408, 'date')).toBe('2021-07-31');
  });
});
