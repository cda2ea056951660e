import { describe, expect, it } from 'vitest';
import { admissionTypesFor } from '../../src/domain/admissions/choices';
import { ADMISSION_MESSAGES as M } from '../../src/domain/admissions/messages';
import { implausibleDates } from '../../src/domain/admissions/plausible-dates';

describe('the college-code rule for admission types (form, register filter, save and upload)', () => {
  it('gives seat types at KNRR, BRILL and BRIG and Direct, Lateral, Transfer elsewhere', () => {
    expect(admissionTypesFor('knrr', ['Convener', 'Management'])).toEqual(['Convener', 'Management']);
    expect(admissionTypesFor('DEMO', ['Convener', 'Management'])).toEqual(['Direct', 'Lateral', 'Transfer']);
  });
});

describe('plausible admission dates', () => {
  const today = '2026-07-20';
  it('takes an admission within a year of today and a birth 10 to 60 years before it', () => {
    expect(implausibleDates({ dateOfAdmission: '2025-07-20', dateOfBirth: '1965-07-20' }, today)).toEqual([]);
    expect(implausibleDates({ dateOfAdmission: '', dateOfBirth: '2016-07-20' }, today)).toEqual([]);
  });
  it('names the field that is off', () => {
    expect(implausibleDates({ dateOfAdmission: '2025-07-19', dateOfBirth: '' }, today)).toEqual([
      { field: 'dateOfAdmission', message: M.admissionDateFar },
    ]);
    expect(implausibleDates({ dateOfAdmission: '2026-07-15', dateOfBirth: '2016-07-16' }, today)).toEqual([
      { field: 'dateOfBirth', message: M.birthDateImplausible },
    ]);
    expect(implausibleDates({ dateOfAdmission: '2026-07-15', dateOfBirth: '1966-07-14' }, today)).toEqual([
      { field: 'dateOfBirth', message: M.birthDateImplausible },
    ]);
  });
});
