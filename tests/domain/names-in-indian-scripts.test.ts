import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApplicationFormDataSchema } from '../../src/domain/admissions/application-form';
import { EMPTY_FIRST_FORM, FirstAdmissionFormSchema } from '../../src/domain/admissions/first-form';
import { nameField, requiredName, textField } from '../../src/domain/admissions/field-rules';
import { textField as listTextField } from '../../src/domain/academic/list-fields';
import { DirectoryQuerySchema } from '../../src/domain/students/student-schemas';

const TELUGU = 'రవి కుమార్';
const DEVANAGARI = 'सुरेश कुमार';
const message = (schema: v.GenericSchema, value: string) => v.safeParse(schema, value).issues?.[0]?.message ?? null;

describe('names in Indian scripts', () => {
  it('takes Telugu and Devanagari names, vowel signs and all, where a name is taken', () => {
    for (const name of [TELUGU, DEVANAGARI, 'Ravi Kumar']) {
      expect(message(requiredName, name)).toBeNull();
      expect(message(nameField, name)).toBeNull();
    }
  });

  it("takes the dots, apostrophes and hyphens of names (K. D'Souza, Naidu-Rao) and refuses digits with 'Please Enter Text'", () => {
    expect(message(requiredName, "K. D'Souza")).toBeNull();
    expect(message(nameField, 'Naidu-Rao')).toBeNull();
    expect(message(requiredName, 'రవి 2')).toBe('Please Enter Text');
    expect(message(nameField, 'Ravi <b>')).toBe('Please Enter Text');
  });

  it("keeps other 'Please Enter Text' fields to letters of any script and spaces", () => {
    expect(message(textField, 'కూకట్‌పల్లి')).toBeNull();
    expect(message(textField, 'Inst.')).toBe('Please Enter Text');
    expect(message(textField, 'ZPHS 1')).toBe('Please Enter Text');
  });

  it('the first form takes a Telugu student, a Devanagari father and guardian', () => {
    const result = v.safeParse(FirstAdmissionFormSchema, {
      ...EMPTY_FIRST_FORM,
      fullName: TELUGU,
      fathersName: DEVANAGARI,
      gurdianName: DEVANAGARI,
      gender: 'MALE',
      adharNo: '234567810123',
      dateofBirth: '2008-03-14',
      course: 'B.Tech',
      batch: '2026-2030',
      branch: 'CSE',
    });
    expect(result.issues?.map((i) => i.path?.[0]?.key) ?? []).toEqual([]);
  });

  it('the saved form takes a guardian named in Telugu', () => {
    const result = v.safeParse(ApplicationFormDataSchema, { guardianName: TELUGU });
    expect(result.issues?.find((i) => i.path?.[0]?.key === 'guardianName')).toBeUndefined();
  });

  it('a list row takes a name in Telugu (its vowel signs are marks, not letters)', () => {
    expect(message(listTextField(120), TELUGU)).toBeNull();
    expect(message(listTextField(120), '<script>')).not.toBeNull();
  });

  it('the student directory searches by a name typed in Telugu', () => {
    expect(v.safeParse(DirectoryQuerySchema, { q: 'రవి' }).success).toBe(true);
    expect(v.safeParse(DirectoryQuerySchema, { q: "r%' or 1=1" }).success).toBe(false);
  });
});
