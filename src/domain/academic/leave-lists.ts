import * as v from 'valibot';
import { LIST_ADMIN_ROLES, LIST_READERS } from './access';
import type { ListDescriptor } from './list-descriptor';
import { choiceField, codeField, integerField, referenceField, textField, yesNoField } from './list-fields';

/** The staff categories a leave allotment is made for. */
export const STAFF_CATEGORIES = ['teaching', 'non-teaching'] as const;

/** A kind of leave (CL casual, EL earned, OD on duty, ML medical). */
export const LeaveTypeSchema = v.object({
  code: codeField(8, /^[A-Za-z]+$/),
  name: textField(60),
  halfDaysAllowed: yesNoField(),
  needsAttachment: yesNoField(),
});

/** The days of a leave type a staff category has in an academic year. */
export const LeaveAllotmentSchema = v.object({
  academicYearId: referenceField(),
  staffCategory: choiceField(STAFF_CATEGORIES),
  leaveTypeId: referenceField(),
  days: integerField(0, 365),
});

export const leaveTypeList: ListDescriptor<typeof LeaveTypeSchema> = {
  kind: 'leaveTypes',
  title: /*i18n*/ 'Leave types',
  one: /*i18n*/ 'leave type',
  schema: LeaveTypeSchema,
  fields: [
    { name: 'code', label: /*i18n*/ 'Code', kind: 'code', hint: /*i18n*/ 'CL' },
    { name: 'name', label: /*i18n*/ 'Name', kind: 'text', hint: /*i18n*/ 'Casual leave' },
    { name: 'halfDaysAllowed', label: /*i18n*/ 'Half days allowed', kind: 'yesno' },
    { name: 'needsAttachment', label: /*i18n*/ 'Needs an attachment', kind: 'yesno' },
  ],
  columns: ['code', 'name', 'halfDaysAllowed', 'needsAttachment'],
  search: ['code', 'name'],
  filters: [],
  labelField: 'code',
  referencedBy: ['leave allotments', 'leave applications'],
  readers: LIST_READERS,
  writers: LIST_ADMIN_ROLES,
};

export const leaveAllotmentList: ListDescriptor<typeof LeaveAllotmentSchema> = {
  kind: 'leaveAllotments',
  title: /*i18n*/ 'Leave allotments',
  one: /*i18n*/ 'leave allotment',
  schema: LeaveAllotmentSchema,
  fields: [
    { name: 'academicYearId', label: /*i18n*/ 'Academic year', kind: 'reference', list: 'academicYears' },
    { name: 'staffCategory', label: /*i18n*/ 'Staff', kind: 'choice', options: STAFF_CATEGORIES },
    { name: 'leaveTypeId', label: /*i18n*/ 'Leave type', kind: 'reference', list: 'leaveTypes' },
    { name: 'days', label: /*i18n*/ 'Days a year', kind: 'number' },
  ],
  columns: ['academicYearId', 'staffCategory', 'leaveTypeId', 'days'],
  search: [],
  filters: ['academicYearId', 'staffCategory', 'leaveTypeId'],
  labelField: 'staffCategory',
  referencedBy: [],
  readers: LIST_READERS,
  writers: LIST_ADMIN_ROLES,
};
