import { describe, expect, it } from 'vitest';
import {
  attendanceStanding,
  attendanceText,
  eligibilityText,
  CONDONATION_ITEM,
  examFeeItem,
  examFeePaise,
  examAcademicTerm,
  examSemesterSpan,
} from '../../src/domain/exams/eligibility';

const rule = { threshold: 75, condonation: 65 };
const fees = { regularPaise: 185_000, supplementaryPaise: 50_000, perSubjectPaise: 30_000, condonationPaise: 100_000 };

describe('attendance standing for the examinations', () => {
  it('lets a student at or above the threshold sit (75.0% sits, 74.96% rounds to 75.0%)', () => {
    expect(attendanceStanding({ held: 100, present: 75 }, rule)).toBe('eligible');
    expect(attendanceStanding({ held: 2500, present: 1874 }, rule)).toBe('eligible');
    expect(attendanceStanding({ held: 40, present: 40 }, rule)).toBe('eligible');
  });

  it('puts 65% up to just below 75% in the condonation band', () => {
    expect(attendanceStanding({ held: 100, present: 74 }, rule)).toBe('condonation');
    expect(attendanceStanding({ held: 100, present: 65 }, rule)).toBe('condonation');
    expect(attendanceStanding({ held: 1000, present: 749 }, rule)).toBe('condonation');
  });

  it('detains a student below the band', () => {
    expect(attendanceStanding({ held: 100, present: 64 }, rule)).toBe('detained');
    expect(attendanceStanding({ held: 10, present: 0 }, rule)).toBe('detained');
  });

  it('does not assess a semester with no class of the student recorded', () => {
    expect(attendanceStanding({ held: 0, present: 0 }, rule)).toBe('notAssessed');
  });

  it('has no band when the condonation percentage equals the threshold', () => {
    expect(attendanceStanding({ held: 100, present: 74 }, { threshold: 75, condonation: 75 })).toBe('detained');
  });
});

describe("the semester an exam reads attendance from: the exam's, never the batch's", () => {
  const odd2025 = { startDate: '2025-07-01', endDate: '2025-11-28' };
  const odd2026 = { startDate: '2026-07-01', endDate: '2026-11-28' };

  it('takes the semester dates that began latest by the end of the exam month', () => {
    expect(examSemesterSpan({ month: 11, year: 2026 }, [odd2025, odd2026])).toEqual(odd2026);
    expect(examSemesterSpan({ month: 1, year: 2027 }, [odd2026, odd2025])).toEqual(odd2026);
    expect(examSemesterSpan({ month: 12, year: 2025 }, [odd2025, odd2026])).toEqual(odd2025);
  });

  it('has no span when the calendar has no dates of the semester before the exam', () => {
    expect(examSemesterSpan({ month: 5, year: 2026 }, [odd2026])).toBeNull();
    expect(examSemesterSpan({ month: 11, year: 2026 }, [])).toBeNull();
  });

  it('otherwise reads the term of the semester in the academic year of the months before the exam', () => {
    expect(examAcademicTerm({ month: 11, year: 2026, semester: 7 })).toEqual({
      academicYear: '2026-2027',
      term: 'odd',
    });
    expect(examAcademicTerm({ month: 1, year: 2027, semester: 7 })).toEqual({ academicYear: '2026-2027', term: 'odd' });
    expect(examAcademicTerm({ month: 5, year: 2027, semester: 8 })).toEqual({
      academicYear: '2026-2027',
      term: 'even',
    });
    expect(examAcademicTerm({ month: 5, year: 2026, semester: 7 })).toEqual({ academicYear: '2025-2026', term: 'odd' });
  });
});

describe('exam fees', () => {
  it('charges a regular exam one fee, whatever the number of subjects', () => {
    expect(examFeePaise('regular', 6, fees)).toBe(185_000);
  });

  it('charges a supplementary exam its fee and a part per subject', () => {
    expect(examFeePaise('supplementary', 1, fees)).toBe(80_000);
    expect(examFeePaise('supplementary', 3, fees)).toBe(140_000);
  });

  it('names the fee line after the exam, apart from the condonation line', () => {
    expect(examFeeItem({ examType: 'supplementary', month: 5, year: 2024 })).toBe(
      'Supplementary examinations, May 2024',
    );
    expect(examFeeItem({ examType: 'regular', month: 11, year: 2026 })).not.toBe(CONDONATION_ITEM);
  });
});

describe('what the registration screen says', () => {
  const none = { examFee: null, condonationFee: null };
  it('says an eligible student owes the exam fee, or that it is paid', () => {
    const s = { eligible: true, reason: '', attendancePercent: 82.5, condonationFee: null };
    expect(eligibilityText({ ...s, examFee: { amount: 185_000, paid: 0 } }, rule)).toBe(
      'Eligible · exam fee Rs 1,850.00 due',
    );
    expect(eligibilityText({ ...s, examFee: { amount: 185_000, paid: 185_000 } }, rule)).toBe(
      'Eligible · exam fee paid',
    );
  });

  it('says what condonation costs and why, and why a student is detained', () => {
    expect(
      eligibilityText(
        {
          eligible: false,
          reason: 'condonation',
          attendancePercent: 70,
          examFee: null,
          condonationFee: { amount: 100_000, paid: 0 },
        },
        rule,
      ),
    ).toBe('Condonation fee Rs 1,000.00 due (attendance 70.0%, below 75%)');
    expect(eligibilityText({ eligible: false, reason: 'attendance', attendancePercent: 50, ...none }, rule)).toBe(
      'Detained: attendance 50.0%, below 65%',
    );
    expect(eligibilityText({ eligible: false, reason: 'dues', attendancePercent: null, ...none }, rule)).toBe(
      'Fee dues outstanding',
    );
    expect(attendanceText(null)).toBe('Not recorded');
    expect(attendanceText(null, false)).toBe('Not assessed');
    expect(attendanceText(82.46)).toBe('82.5%');
  });
});
