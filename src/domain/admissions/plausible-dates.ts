import { ADMISSION_MESSAGES as M } from './messages';

/** An applicant is 10 to 60 years old on the date of admission; the admission is within a year of today. */
const MIN_AGE_YEARS = 10;
const MAX_AGE_YEARS = 60;
const ADMISSION_DATE_RANGE_YEARS = 1;

/** YYYY-MM-DD moved by whole years; compared as text, so 29 February needs no special case. */
const shiftYears = (iso: string, years: number) =>
  `${String(Number(iso.slice(0, 4)) + years).padStart(4, '0')}${iso.slice(4, 10)}`;

export interface DateIssue {
  field: 'dateOfAdmission' | 'dateOfBirth';
  message: string;
}

/**
 * The dates of an admission that cannot be right (a typo such as 2062 for 2026, a birth year for the
 * admission year), by field. Dates are YYYY-MM-DD as the schema gives them ('' when not given); `today`
 * is the college's today, YYYY-MM-DD. An empty date of admission means today.
 */
export function implausibleDates(dates: { dateOfAdmission: string; dateOfBirth: string }, today: string): DateIssue[] {
  const issues: DateIssue[] = [];
  const admitted = dates.dateOfAdmission || today;
  if (
    admitted < shiftYears(today, -ADMISSION_DATE_RANGE_YEARS) ||
    admitted > shiftYears(today, ADMISSION_DATE_RANGE_YEARS)
  )
    issues.push({ field: 'dateOfAdmission', message: M.admissionDateFar });
  const born = dates.dateOfBirth;
  if (born && (born > shiftYears(admitted, -MIN_AGE_YEARS) || born < shiftYears(admitted, -MAX_AGE_YEARS)))
    issues.push({ field: 'dateOfBirth', message: M.birthDateImplausible });
  return issues;
}
