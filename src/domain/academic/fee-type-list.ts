import * as v from 'valibot';
import { PAYMENT_FLOWS } from '../payments/flows';
import { LIST_ADMIN_ROLES, LIST_READERS } from './access';
import type { ListDescriptor } from './list-descriptor';
import { choiceField, integerField, textField, yesNoField } from './list-fields';

/**
 * The kinds of fee the college collects (tuition, exam, bus, hostel …). Each is paid through one of the four payment
 * flows (its result page, receipt and gateway keys); fee structures' heads, the exam cell's fees and concessions name
 * them. A fresh college adds its own before its first fee structure.
 */
export const FeeTypeSchema = v.object({
  name: textField(64),
  flow: choiceField(PAYMENT_FLOWS),
  instalmentsAllowed: yesNoField(),
  sortOrder: integerField(0, 999),
});

/** What each payment flow means to the person choosing it. */
export const FLOW_CHOICE_LABELS: Readonly<Record<(typeof PAYMENT_FLOWS)[number], string>> = {
  general: /*i18n*/ 'Semester fees (tuition, bus, hostel …)',
  miscellaneous: /*i18n*/ 'Miscellaneous (certificates, ID card, fines)',
  exam: /*i18n*/ 'Examination fees',
  newAdmission: /*i18n*/ 'New admission fee',
};

export const feeTypeList: ListDescriptor<typeof FeeTypeSchema> = {
  kind: 'feeTypes',
  title: /*i18n*/ 'Fee types',
  one: /*i18n*/ 'fee type',
  schema: FeeTypeSchema,
  fields: [
    { name: 'name', label: /*i18n*/ 'Fee type', kind: 'text', hint: /*i18n*/ 'TUITION FEE' },
    {
      name: 'flow',
      label: /*i18n*/ 'Paid as',
      kind: 'choice',
      options: PAYMENT_FLOWS,
      labels: FLOW_CHOICE_LABELS,
    },
    { name: 'instalmentsAllowed', label: /*i18n*/ 'Instalments allowed', kind: 'yesno' },
    { name: 'sortOrder', label: /*i18n*/ 'Order in lists', kind: 'number' },
  ],
  columns: ['name', 'flow', 'instalmentsAllowed', 'sortOrder'],
  search: ['name'],
  filters: ['flow'],
  labelField: 'name',
  referencedBy: ['fee structures', 'students’ dues', 'concessions', 'gateway keys and payments (by name)'],
  readers: LIST_READERS,
  writers: LIST_ADMIN_ROLES,
};
