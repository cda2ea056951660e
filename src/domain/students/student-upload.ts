import * as v from 'valibot';
import { GENDERS } from '../admissions/choices';
import { cellText, looseKey, type CellValue } from '../admissions/bulk-cells';
import type { RowIssue } from '../admissions/bulk-report';
import { mobileText } from '../admissions/field-rules';
import { rowIssueMessage, textField } from '../academic/list-fields';
import { LIST_MESSAGES as M } from '../academic/messages';
import { calendarDate } from '../calendar/calendar-date';
import { STUDENT_STATUSES } from './student-moves';

/**
 * The students upload (masterDataExcelsUploads?fileType=students): a college moving from another system loads the
 * students it already has, one per row, in the directory's own fields. Degree, batch, branch and section are named
 * as the lists name them (the degree 'B.Tech', the batch '2022-2026', the branch's short name or code, the section
 * 'A'); the regulation is the batch's.
 */
export const STUDENT_UPLOAD_COLUMNS = [
  {
    key: 'rollNo',
    header: 'Roll Number',
    required: true,
    help: 'The roll number the college gave the student: letters and digits, 4 to 20; each student once',
  },
  { key: 'fullName', header: 'Full Name', required: true, help: "Letters, spaces and . ' - (as on the certificates)" },
  { key: 'gender', header: 'Gender', required: true, help: 'MALE or FEMALE', options: GENDERS },
  { key: 'degree', header: 'Degree', required: true, help: 'A degree on the degrees list (B.Tech)', list: 'degrees' },
  {
    key: 'batch',
    header: 'Batch',
    required: true,
    help: 'A batch of that degree on the batches list (2022-2026); it must have a regulation',
    list: 'batches',
  },
  {
    key: 'branch',
    header: 'Branch',
    required: true,
    help: 'A branch of that degree: its short name (CSE) or its code (05)',
    list: 'branches',
  },
  {
    key: 'section',
    header: 'Section',
    required: false,
    help: 'A section of that batch and branch on the sections list (A); blank: none yet',
    list: 'sections',
  },
  { key: 'semester', header: 'Semester', required: false, help: 'The semester the student is in: 1 to 20 (blank: 1)' },
  {
    key: 'status',
    header: 'Status',
    required: false,
    help: 'studying, detained, discontinued or graduated (blank: studying)',
    options: STUDENT_STATUSES,
  },
  { key: 'dateOfBirth', header: 'Date of Birth', required: false, help: 'A date cell, YYYY-MM-DD or DD/MM/YYYY' },
  { key: 'email', header: 'E-mail', required: false, help: 'The student’s e-mail address' },
  { key: 'mobile', header: 'Mobile', required: false, help: '10 digits from 6 to 9 (+91 allowed)' },
] as const;
export type StudentUploadColumn = (typeof STUDENT_UPLOAD_COLUMNS)[number];

export const STUDENT_UPLOAD_MESSAGES = {
  noRegulation: 'The batch has no regulation: set one on the batches list, then upload again.',
  alreadyThere: 'Already on the list: a student with this roll number exists, so this row was not added again.',
  repeatedInFile: (row: number) => `The same roll number is on row ${String(row)} of this file.`,
  sectionNotFound: 'Section Not Found',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A student's row as the upload saves it (ids resolved from the lists). */
export const StudentUploadSchema = v.object({
  rollNo: v.pipe(
    v.string(M.fillAll),
    v.trim(),
    v.nonEmpty(M.fillAll),
    v.regex(/^[A-Za-z0-9]{4,20}$/, M.invalid),
    v.toUpperCase(),
  ),
  fullName: textField(120),
  gender: v.picklist(GENDERS, M.invalid),
  semester: v.pipe(v.number(M.invalid), v.integer(M.invalid), v.minValue(1, M.invalid), v.maxValue(20, M.invalid)),
  status: v.picklist(STUDENT_STATUSES, M.invalid),
  dateOfBirth: v.nullable(v.pipe(v.string(), calendarDate(M.invalid))),
  email: v.nullable(v.pipe(v.string(), v.maxLength(120, M.invalid), v.regex(EMAIL, M.invalid), v.toLowerCase())),
  mobile: v.nullable(v.pipe(v.string(), v.regex(/^[6-9]\d{9}$/, M.invalid))),
});

export interface UploadedStudent extends v.InferOutput<typeof StudentUploadSchema> {
  batchId: number;
  branchId: number;
  regulationId: number;
  sectionId: number | null;
}

/** The lists a students upload is checked against, keyed by looseKey of the names as typed. */
export interface StudentLookups {
  degrees: ReadonlyMap<string, number>;
  /** `${degreeId}|${name}` → the batch and its regulation. */
  batches: ReadonlyMap<string, { id: number; regulationId: number | null }>;
  /** `${degreeId}|${short name or code}`. */
  branches: ReadonlyMap<string, number>;
  /** `${batchId}|${branchId}|${name}`. */
  sections: ReadonlyMap<string, number>;
}

export type StudentLayout = (StudentUploadColumn | null)[];

export function studentLayout(header: readonly CellValue[]): { layout: StudentLayout } | { missing: string[] } {
  const byKey = new Map<string, StudentUploadColumn>(STUDENT_UPLOAD_COLUMNS.map((c) => [looseKey(c.header), c]));
  const layout = header.map((cell) => byKey.get(looseKey(cellText(cell, 'text'))) ?? null);
  const found = new Set(layout);
  if (!layout.some(Boolean)) return { missing: [] };
  const missing = STUDENT_UPLOAD_COLUMNS.filter((c) => c.required && !found.has(c)).map((c) => c.header);
  return missing.length ? { missing } : { layout };
}

const isoDate = (text: string): string => {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  return m ? `${m[3]!}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : text;
};

export type CheckedStudentRow =
  { ok: true; student: UploadedStudent; texts: string[] } | { ok: false; issues: RowIssue[]; texts: string[] };

/**
 * One uploaded student row: the lists named (degree, then its batch and branch, then their section) and the
 * student's own fields by StudentUploadSchema. Every problem is given with the row, the column and the reason.
 */
export function checkStudentRow(
  rowNumber: number,
  cells: readonly CellValue[],
  layout: StudentLayout,
  lookups: StudentLookups,
  date1904 = false,
): CheckedStudentRow {
  const text: Record<string, string> = {};
  const raw: Record<string, CellValue> = {};
  layout.forEach((c, i) => {
    if (!c || c.key in text) return;
    raw[c.key] = cells[i] ?? null;
    text[c.key] = cellText(cells[i] ?? null, c.key === 'dateOfBirth' ? 'date' : 'text', date1904);
  });
  const texts = STUDENT_UPLOAD_COLUMNS.map((c) => text[c.key] ?? '');
  const issues: RowIssue[] = [];
  const issue = (header: string, reason: string) => issues.push({ row: rowNumber, column: header, reason });
  for (const c of STUDENT_UPLOAD_COLUMNS) if (c.required && !text[c.key]) issue(c.header, M.fillAll);

  const degreeId = text.degree ? lookups.degrees.get(looseKey(text.degree)) : undefined;
  if (text.degree && degreeId === undefined) issue('Degree', M.degreeNotFound);
  const batch =
    degreeId !== undefined && text.batch ? lookups.batches.get(`${degreeId}|${looseKey(text.batch)}`) : undefined;
  if (degreeId !== undefined && text.batch && !batch) issue('Batch', M.batchNotFound);
  if (batch && batch.regulationId === null) issue('Batch', STUDENT_UPLOAD_MESSAGES.noRegulation);
  const branchId =
    degreeId !== undefined && text.branch ? lookups.branches.get(`${degreeId}|${looseKey(text.branch)}`) : undefined;
  if (degreeId !== undefined && text.branch && branchId === undefined) issue('Branch', M.branchNotFound);
  let sectionId: number | null = null;
  if (text.section && batch && branchId !== undefined) {
    sectionId = lookups.sections.get(`${batch.id}|${branchId}|${looseKey(text.section)}`) ?? null;
    if (sectionId === null) issue('Section', STUDENT_UPLOAD_MESSAGES.sectionNotFound);
  }

  const semesterCell = raw.semester;
  const payload = {
    rollNo: text.rollNo ?? '',
    fullName: text.fullName ?? '',
    gender: (text.gender ?? '').toUpperCase(),
    semester: !text.semester ? 1 : typeof semesterCell === 'number' ? semesterCell : Number(text.semester),
    status: (text.status || 'studying').toLowerCase(),
    dateOfBirth: text.dateOfBirth ? isoDate(text.dateOfBirth) : null,
    email: text.email || null,
    mobile: text.mobile ? mobileText(text.mobile) : null,
  };
  const result = v.safeParse(StudentUploadSchema, payload);
  if (!result.success) {
    const headerOf = new Map<string, string>(STUDENT_UPLOAD_COLUMNS.map((c) => [c.key, c.header]));
    for (const i of result.issues) {
      const key = i.path?.[0]?.key;
      const header = typeof key === 'string' ? (headerOf.get(key) ?? '') : '';
      if (issues.some((x) => x.column === header)) continue;
      issue(header, rowIssueMessage(i));
    }
  }
  if (issues.length || !result.success || !batch || branchId === undefined || batch.regulationId === null)
    return { ok: false, issues, texts };
  return {
    ok: true,
    student: { ...result.output, batchId: batch.id, branchId, regulationId: batch.regulationId, sectionId },
    texts,
  };
}
