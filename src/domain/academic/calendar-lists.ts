import * as v from 'valibot';
import { ACADEMIC_LIST_WRITERS, LIST_READERS } from './access';
import { academicYearFits, endsOnOrAfterStart } from './calendar-rules';
import type { ListDescriptor } from './list-descriptor';
import {
  codeField,
  dateField,
  optionalReferenceField,
  optionalTextField,
  referenceField,
  textField,
  yesNoField,
} from './list-fields';
import { LIST_MESSAGES as M } from './messages';

/** An academic year: '2026-2027', starting in its first year; at most one is the current one (server-checked). */
export const AcademicYearSchema = v.pipe(
  v.object({
    name: codeField(9, /^\d{4}-\d{4}$/),
    startDate: dateField(),
    endDate: dateField(),
    isCurrent: yesNoField(),
  }),
  v.check((y) => academicYearFits(y.name, y.startDate, y.endDate), M.invalid),
);

/** A degree's semester in an academic year: its teaching days, within the year (server-checked). */
export const SemesterDatesSchema = v.pipe(
  v.object({
    academicYearId: referenceField(),
    degreeId: referenceField(),
    semesterId: referenceField(),
    startDate: dateField(),
    endDate: dateField(),
  }),
  v.check((s) => endsOnOrAfterStart(s.startDate, s.endDate), M.invalid),
);

export const HolidaySchema = v.object({
  date: dateField(),
  name: textField(80),
  academicYearId: referenceField(),
});

/** An event of the college's calendar, organised by a department or by someone named. */
export const ActivitySchema = v.pipe(
  v.object({
    title: textField(120),
    startDate: dateField(),
    endDate: dateField(),
    venue: textField(120),
    organiser: textField(120),
    departmentId: optionalReferenceField(),
    description: optionalTextField(500),
  }),
  v.check((a) => endsOnOrAfterStart(a.startDate, a.endDate), M.invalid),
);

/** Lists the signed-in read whatever their role: screens show the year, the holidays and the events. */
const EVERYONE_SIGNED_IN = 'signed-in' as const;

export const academicYearList: ListDescriptor<typeof AcademicYearSchema> = {
  kind: 'academicYears',
  title: /*i18n*/ 'Academic years',
  one: /*i18n*/ 'academic year',
  schema: AcademicYearSchema as unknown as ListDescriptor<typeof AcademicYearSchema>['schema'],
  fields: [
    { name: 'name', label: /*i18n*/ 'Academic year', kind: 'code', hint: /*i18n*/ '2026-2027' },
    { name: 'startDate', label: /*i18n*/ 'Start date', kind: 'date' },
    { name: 'endDate', label: /*i18n*/ 'End date', kind: 'date' },
    { name: 'isCurrent', label: /*i18n*/ 'Current', kind: 'yesno' },
  ],
  columns: ['name', 'startDate', 'endDate', 'isCurrent'],
  search: ['name'],
  filters: ['isCurrent'],
  labelField: 'name',
  referencedBy: ['semester dates', 'holidays', 'leave allotments', 'leave applications'],
  readers: EVERYONE_SIGNED_IN,
  writers: ACADEMIC_LIST_WRITERS,
  onlyOne: 'isCurrent',
};

export const semesterDatesList: ListDescriptor<typeof SemesterDatesSchema> = {
  kind: 'semesterDates',
  title: /*i18n*/ 'Semester dates',
  one: /*i18n*/ 'semester dates',
  schema: SemesterDatesSchema as unknown as ListDescriptor<typeof SemesterDatesSchema>['schema'],
  fields: [
    { name: 'academicYearId', label: /*i18n*/ 'Academic year', kind: 'reference', list: 'academicYears' },
    { name: 'degreeId', label: /*i18n*/ 'Degree', kind: 'reference', list: 'degrees' },
    { name: 'semesterId', label: /*i18n*/ 'Semester', kind: 'reference', list: 'semesters' },
    { name: 'startDate', label: /*i18n*/ 'Start date', kind: 'date' },
    { name: 'endDate', label: /*i18n*/ 'End date', kind: 'date' },
  ],
  columns: ['academicYearId', 'degreeId', 'semesterId', 'startDate', 'endDate'],
  search: [],
  filters: ['academicYearId', 'degreeId'],
  labelField: 'startDate',
  referencedBy: [],
  readers: LIST_READERS,
  writers: ACADEMIC_LIST_WRITERS,
  within: { reference: 'academicYearId', from: 'startDate', to: 'endDate', dates: ['startDate', 'endDate'] },
  sameAs: { reference: 'semesterId', field: 'degreeId' },
};

export const holidayList: ListDescriptor<typeof HolidaySchema> = {
  kind: 'holidays',
  title: /*i18n*/ 'Holidays',
  one: /*i18n*/ 'holiday',
  schema: HolidaySchema,
  fields: [
    { name: 'date', label: /*i18n*/ 'Date', kind: 'date' },
    { name: 'name', label: /*i18n*/ 'Name', kind: 'text', hint: /*i18n*/ 'Republic Day' },
    { name: 'academicYearId', label: /*i18n*/ 'Academic year', kind: 'reference', list: 'academicYears' },
  ],
  columns: ['date', 'name', 'academicYearId'],
  search: ['name'],
  filters: ['academicYearId'],
  labelField: 'name',
  referencedBy: [],
  readers: EVERYONE_SIGNED_IN,
  writers: ACADEMIC_LIST_WRITERS,
  within: { reference: 'academicYearId', from: 'startDate', to: 'endDate', dates: ['date'] },
};

export const activityList: ListDescriptor<typeof ActivitySchema> = {
  kind: 'activities',
  title: /*i18n*/ 'Activities',
  one: /*i18n*/ 'activity',
  schema: ActivitySchema as unknown as ListDescriptor<typeof ActivitySchema>['schema'],
  fields: [
    { name: 'title', label: /*i18n*/ 'Title', kind: 'text' },
    { name: 'startDate', label: /*i18n*/ 'Start date', kind: 'date' },
    { name: 'endDate', label: /*i18n*/ 'End date', kind: 'date' },
    { name: 'venue', label: /*i18n*/ 'Venue', kind: 'text' },
    { name: 'organiser', label: /*i18n*/ 'Organiser', kind: 'text' },
    { name: 'departmentId', label: /*i18n*/ 'Department', kind: 'reference', list: 'departments', optional: true },
    { name: 'description', label: /*i18n*/ 'Description', kind: 'text', optional: true },
  ],
  columns: ['title', 'startDate', 'endDate', 'venue', 'organiser', 'departmentId'],
  search: ['title', 'venue', 'organiser', 'description'],
  filters: ['departmentId'],
  labelField: 'title',
  referencedBy: [],
  readers: EVERYONE_SIGNED_IN,
  writers: ACADEMIC_LIST_WRITERS,
};
