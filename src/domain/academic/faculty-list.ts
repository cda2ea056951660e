import * as v from 'valibot';
import { mobileText } from '../admissions/field-rules';
import { LIST_ADMIN_ROLES, LIST_READERS } from './access';
import type { ListDescriptor } from './list-descriptor';
import { choiceField, codeField, optionalTextField, referenceField, textField } from './list-fields';
import { LIST_MESSAGES as M } from './messages';
import { utcDay } from '../calendar/calendar-date';

export const DESIGNATIONS = [
  'Professor and Head',
  'Professor',
  'Associate Professor',
  'Assistant Professor',
  'Lecturer',
  'Lab Instructor',
] as const;

/** Working here (may be allotted subjects and given a login) or relieved (the record stays for its history). */
export const FACULTY_STATUSES = ['Active', 'Relieved'] as const;
export type FacultyStatus = (typeof FACULTY_STATUSES)[number];

/** An Indian mobile number: 10 digits starting 6–9, pasted in any notation mobileText reads (+91, spaces). */
const MOBILE = /^[6-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isCalendarDay = (s: string) => {
  if (!DAY.test(s)) return false;
  const day = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && utcDay(day) === s;
};

/** A faculty record as the form, the server and the Excel importer take it. */
export const FacultyRecordSchema = v.object({
  empCode: codeField(16, /^[A-Za-z0-9-]+$/),
  fullName: textField(120),
  departmentId: referenceField(),
  designation: choiceField(DESIGNATIONS),
  qualification: optionalTextField(120),
  joinedOn: v.pipe(
    v.optional(v.nullable(v.string(M.invalid)), ''),
    v.transform((s) => (s ?? '').trim()),
    v.check((s) => s === '' || (isCalendarDay(s) && s >= '1950-01-01' && s <= '2100-12-31'), M.invalid),
    v.transform((s) => (s === '' ? null : s)),
  ),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(M.fillAll),
    v.maxLength(120, M.invalid),
    v.regex(EMAIL, M.invalid),
    v.toLowerCase(),
  ),
  mobile: v.pipe(
    v.optional(v.nullable(v.string(M.invalid)), ''),
    v.transform((s) => mobileText((s ?? '').trim())),
    v.check((s) => s === '' || MOBILE.test(s), M.invalid),
    v.transform((s) => (s === '' ? null : s)),
  ),
  status: choiceField(FACULTY_STATUSES),
});
export type FacultyRecord = v.InferOutput<typeof FacultyRecordSchema>;

/** Faculty records (Admin tile "Faculty"): kept by administrators; a HoD reads their own department's. */
export const facultyList: ListDescriptor<typeof FacultyRecordSchema> = {
  kind: 'faculty',
  title: /*i18n*/ 'Faculty',
  one: /*i18n*/ 'faculty member',
  schema: FacultyRecordSchema,
  fields: [
    { name: 'empCode', label: /*i18n*/ 'Employee code', kind: 'code', hint: /*i18n*/ 'EMP0001' },
    { name: 'fullName', label: /*i18n*/ 'Name', kind: 'text' },
    { name: 'departmentId', label: /*i18n*/ 'Department', kind: 'reference', list: 'departments' },
    { name: 'designation', label: /*i18n*/ 'Designation', kind: 'choice', options: DESIGNATIONS },
    {
      name: 'qualification',
      label: /*i18n*/ 'Qualification',
      kind: 'text',
      optional: true,
      hint: /*i18n*/ 'Ph.D., M.Tech',
    },
    { name: 'joinedOn', label: /*i18n*/ 'Joining date', kind: 'date', optional: true },
    { name: 'email', label: /*i18n*/ 'E-mail', kind: 'text', input: 'email' },
    {
      name: 'mobile',
      label: /*i18n*/ 'Mobile',
      kind: 'text',
      input: 'tel',
      optional: true,
      hint: /*i18n*/ '10 digits',
    },
    { name: 'status', label: /*i18n*/ 'Status', kind: 'choice', options: FACULTY_STATUSES },
  ],
  columns: ['empCode', 'fullName', 'departmentId', 'designation', 'status'],
  search: ['empCode', 'fullName'],
  filters: ['departmentId', 'designation', 'status'],
  labelField: 'fullName',
  referencedBy: ['publications', 'MoUs', 'awards', 'subject allotments', 'logins'],
  readers: LIST_READERS,
  writers: LIST_ADMIN_ROLES,
  hodScope: 'department',
  recordPath: '/app/Admin/Faculty/$id',
};
