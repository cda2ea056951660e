import { attendancePercent, type Tally } from '../attendance/attendance';
import { academicYearOfDay } from '../calendar/academic-year';
import { formatRupees } from '../money/money';
import type { Term } from '../timetable/timetable';
import { EXAM_TYPE_LABELS, INELIGIBLE_LABELS, type ExamType } from './exam';
import { english, type Translate } from '../i18n/translate';
import { MONTH_NAMES } from '../calendar/month-names';
import { utcDay } from '../calendar/calendar-date';

/** The college's attendance rule for the examinations (ATTENDANCE_THRESHOLD_PERCENT, ATTENDANCE_CONDONATION_PERCENT). */
export interface AttendanceRule {
  /** At or above it a student sits the exam (75 by default). */
  threshold: number;
  /** From it up to the threshold a student sits once the condonation fee is paid (65 by default; = threshold: no band). */
  condonation: number;
}

/**
 * Where a student's attendance in the exam's semester puts them: `notAssessed` when no class of theirs was recorded
 * that semester (older semesters, a college that started taking attendance later), `eligible` at or above the
 * threshold, `condonation` in the band below it, `detained` below the band. Percentages are to one decimal, as the
 * attendance screens show them, so 74.96% is 75.0% and sits.
 */
export type AttendanceStanding = 'notAssessed' | 'eligible' | 'condonation' | 'detained';

export function attendanceStanding(tally: Tally, rule: AttendanceRule): AttendanceStanding {
  if (tally.held <= 0) return 'notAssessed';
  const percent = attendancePercent(tally);
  if (percent >= rule.threshold) return 'eligible';
  return percent >= rule.condonation ? 'condonation' : 'detained';
}

/** A semester's first and last teaching day on the college's calendar (the semester dates list). */
export interface SemesterSpan {
  startDate: string;
  endDate: string;
}

const lastDayOfMonth = (year: number, month: number) => utcDay(new Date(Date.UTC(year, month, 0)));

/**
 * The teaching days an exam reads attendance from: of its semester's dates on the college's calendar (its degree's),
 * the latest that began by the end of the exam's month, which is the semester the exam closes. Null when the calendar
 * has none for it; then `examAcademicTerm`.
 */
export function examSemesterSpan(exam: { month: number; year: number }, spans: readonly SemesterSpan[]) {
  const end = lastDayOfMonth(exam.year, exam.month);
  let latest: SemesterSpan | null = null;
  for (const s of spans) if (s.startDate <= end && (!latest || s.startDate > latest.startDate)) latest = s;
  return latest;
}

/**
 * Without semester dates, the academic year and term whose sheets an exam reads: its semester's term (odd, even) in
 * the academic year (§9 helper, the one attendance sheets carry) of the months just before the exam, when that
 * semester was taught — November 2026 and January 2027 both read 2026-2027, May 2027 reads 2026-2027's even term.
 */
export function examAcademicTerm(exam: { month: number; year: number; semester: number }): {
  academicYear: string;
  term: Term;
} {
  const taught = utcDay(new Date(Date.UTC(exam.year, exam.month - 4, 1)));
  return { academicYear: academicYearOfDay(taught), term: exam.semester % 2 === 1 ? 'odd' : 'even' };
}

/** What the college charges for an exam (EXAM_FEE_* configuration), in paise. */
export interface ExamFeeRule {
  /** A regular exam: one fee for the semester's examinations. */
  regularPaise: number;
  /** A supplementary exam: a fee per exam plus one per subject the student sits. */
  supplementaryPaise: number;
  perSubjectPaise: number;
  /** The attendance condonation fee of a semester. */
  condonationPaise: number;
}

/** A student's exam fee: the regular fee, or the supplementary fee with its part per subject. */
export const examFeePaise = (examType: ExamType, subjects: number, fees: ExamFeeRule): number =>
  examType === 'regular' ? fees.regularPaise : fees.supplementaryPaise + subjects * fees.perSubjectPaise;

/** The fee line of an exam on the student's fee screen and receipt: "Regular examinations, November 2026". */
export const examFeeItem = (exam: { examType: ExamType; month: number; year: number }): string =>
  `${EXAM_TYPE_LABELS[exam.examType]} examinations, ${MONTH_NAMES[exam.month - 1] ?? ''} ${String(exam.year)}`;

/** The fee line of a semester's attendance condonation. */
export const CONDONATION_ITEM = 'Attendance condonation';

/** A registered student as the registration screen shows them (fees in paise: amount and what is paid). */
export interface RegisteredStanding {
  eligible: boolean;
  reason: string;
  attendancePercent: number | null;
  examFee: { amount: number; paid: number } | null;
  condonationFee: { amount: number; paid: number } | null;
}

/**
 * "82.5%"; "Not recorded" when no class of the student was recorded that semester; "Not assessed" when the exam does
 * not read attendance (a supplementary exam). In the words of `translate` (the screen's language).
 */
export const attendanceText = (percent: number | null, assessed = true, translate: Translate = english): string =>
  !assessed
    ? translate(/*i18n*/ 'Not assessed')
    : percent === null
      ? translate(/*i18n*/ 'Not recorded')
      : `${percent.toFixed(1)}%`;

const dueOf = (fee: { amount: number; paid: number }) => Math.max(0, fee.amount - fee.paid);

/**
 * What the registration screen says of a student's eligibility, with what they must still do:
 * "Eligible · exam fee Rs 1,850.00 due", "Condonation fee Rs 1,000.00 due (attendance 70.0%, below 75%)",
 * "Detained: attendance 50.0%, below 65%", "Fee dues outstanding". In the words of `translate`; figures and rupees
 * as they are.
 */
export function eligibilityText(
  s: RegisteredStanding,
  rule: AttendanceRule | null,
  translate: Translate = english,
): string {
  const attendance = attendanceText(s.attendancePercent, true, translate);
  if (s.eligible) {
    if (!s.examFee) return translate(/*i18n*/ 'Eligible');
    const due = dueOf(s.examFee);
    return due > 0
      ? translate(/*i18n*/ 'Eligible · exam fee {due} due', { due: formatRupees(due) })
      : translate(/*i18n*/ 'Eligible · exam fee paid');
  }
  if (s.reason === 'attendance')
    return rule === null
      ? translate(/*i18n*/ 'Detained: attendance {attendance}', { attendance })
      : translate(/*i18n*/ 'Detained: attendance {attendance}, below {figure}%', {
          attendance,
          figure: String(rule.condonation),
        });
  const why =
    rule === null
      ? translate(/*i18n*/ '(attendance {attendance})', { attendance })
      : translate(/*i18n*/ '(attendance {attendance}, below {figure}%)', {
          attendance,
          figure: String(rule.threshold),
        });
  const condonation =
    s.condonationFee && dueOf(s.condonationFee) > 0
      ? translate(/*i18n*/ 'Condonation fee {fee} due {why}', { fee: formatRupees(dueOf(s.condonationFee)), why })
      : null;
  if (s.reason === 'condonation') return condonation ?? translate(/*i18n*/ 'Condonation fee due {why}', { why });
  return condonation
    ? translate(/*i18n*/ 'Fee dues outstanding · {condonation}', { condonation })
    : translate(INELIGIBLE_LABELS.dues);
}
