import * as v from 'valibot';
import { LIST_ADMIN_ROLES, LIST_READERS } from './access';
import type { ListDescriptor } from './list-descriptor';
import { choiceField, codeField, integerField, referenceField, textField, yesNoField } from './list-fields';
import { LIST_MESSAGES as M } from './messages';
import { KEY_VALUE_LIST_KEYS } from '../masters/query-schemas';

/** Descriptions that explain ('Category A: allotted by …'): plain text and also ':' and ';', still no markup. */
const DESCRIPTION = /^[\p{L}\p{N} .,&()/'+:;%-]+$/u;
const descriptionField = (max: number) =>
  v.pipe(
    v.string(M.fillAll),
    v.trim(),
    v.nonEmpty(M.fillAll),
    v.maxLength(max, M.invalid),
    v.regex(DESCRIPTION, M.invalid),
  );

/**
 * The admission forms' lists (§3, §4, §7): the very tables the lookups (getAllCasteCatogeries, getSeatTypes,
 * getAgentsForDropdown, getKeyValuePair …) read, so an administrator's change shows in the forms at once.
 */
export const CasteCategorySchema = v.object({
  code: codeField(8),
  description: textField(120),
  sortOrder: integerField(0, 999),
});

export const SubCasteSchema = v.object({
  categoryId: referenceField(),
  name: textField(64),
  sortOrder: integerField(0, 999),
});

export const SeatTypeSchema = v.object({
  name: textField(32),
  description: descriptionField(200),
  sortOrder: integerField(0, 999),
});

export const AgentSchema = v.object({
  name: textField(100),
  place: textField(120),
  active: yesNoField(),
});

export const KeyValueSchema = v.object({
  listKey: choiceField(KEY_VALUE_LIST_KEYS),
  itemKey: textField(64),
  itemValue: textField(120),
  sortOrder: integerField(0, 999),
});

export const casteCategoryList: ListDescriptor<typeof CasteCategorySchema> = {
  kind: 'casteCategories',
  title: /*i18n*/ 'Castes',
  one: /*i18n*/ 'caste',
  schema: CasteCategorySchema,
  fields: [
    { name: 'code', label: /*i18n*/ 'Category', kind: 'code', hint: /*i18n*/ 'BC-A' },
    { name: 'description', label: /*i18n*/ 'Description', kind: 'text' },
    { name: 'sortOrder', label: /*i18n*/ 'Order in lists', kind: 'number' },
  ],
  columns: ['code', 'description', 'sortOrder'],
  search: ['code', 'description'],
  filters: [],
  labelField: 'code',
  referencedBy: ['sub-castes', 'admissions (by category)'],
  readers: LIST_READERS,
  writers: LIST_ADMIN_ROLES,
};

export const subCasteList: ListDescriptor<typeof SubCasteSchema> = {
  kind: 'subCastes',
  title: /*i18n*/ 'Sub-castes',
  one: /*i18n*/ 'sub-caste',
  schema: SubCasteSchema,
  fields: [
    { name: 'categoryId', label: /*i18n*/ 'Caste', kind: 'reference', list: 'casteCategories' },
    { name: 'name', label: /*i18n*/ 'Sub-caste', kind: 'text' },
    { name: 'sortOrder', label: /*i18n*/ 'Order in lists', kind: 'number' },
  ],
  columns: ['categoryId', 'name', 'sortOrder'],
  search: ['name'],
  filters: ['categoryId'],
  labelField: 'name',
  referencedBy: ['admissions (by name)'],
  readers: LIST_READERS,
  writers: LIST_ADMIN_ROLES,
};

export const seatTypeList: ListDescriptor<typeof SeatTypeSchema> = {
  kind: 'seatTypes',
  title: /*i18n*/ 'Seat types',
  one: /*i18n*/ 'seat type',
  schema: SeatTypeSchema,
  fields: [
    { name: 'name', label: /*i18n*/ 'Seat type', kind: 'text', hint: /*i18n*/ 'Convener' },
    { name: 'description', label: /*i18n*/ 'Description', kind: 'text' },
    { name: 'sortOrder', label: /*i18n*/ 'Order in lists', kind: 'number' },
  ],
  columns: ['name', 'description', 'sortOrder'],
  search: ['name', 'description'],
  filters: [],
  labelField: 'name',
  referencedBy: ['admissions (by name)'],
  readers: LIST_READERS,
  writers: LIST_ADMIN_ROLES,
};

export const agentList: ListDescriptor<typeof AgentSchema> = {
  kind: 'agents',
  title: /*i18n*/ 'Agents',
  one: /*i18n*/ 'agent',
  schema: AgentSchema,
  fields: [
    { name: 'name', label: /*i18n*/ 'Name', kind: 'text' },
    { name: 'place', label: /*i18n*/ 'Place', kind: 'text' },
    { name: 'active', label: /*i18n*/ 'Working with the college', kind: 'yesno' },
  ],
  columns: ['name', 'place', 'active'],
  search: ['name', 'place'],
  filters: ['active'],
  labelField: 'name',
  referencedBy: ['admissions (by name)'],
  readers: LIST_READERS,
  writers: LIST_ADMIN_ROLES,
};

export const keyValueList: ListDescriptor<typeof KeyValueSchema> = {
  kind: 'keyValues',
  title: /*i18n*/ 'Key-value lists',
  one: /*i18n*/ 'entry',
  schema: KeyValueSchema,
  fields: [
    { name: 'listKey', label: /*i18n*/ 'List', kind: 'choice', options: KEY_VALUE_LIST_KEYS },
    { name: 'itemKey', label: /*i18n*/ 'Key (stored)', kind: 'text' },
    { name: 'itemValue', label: /*i18n*/ 'Value (shown)', kind: 'text' },
    { name: 'sortOrder', label: /*i18n*/ 'Order in lists', kind: 'number' },
  ],
  columns: ['listKey', 'itemKey', 'itemValue', 'sortOrder'],
  search: ['itemKey', 'itemValue'],
  filters: ['listKey'],
  labelField: 'itemValue',
  referencedBy: ['admissions (by key)'],
  readers: LIST_READERS,
  writers: LIST_ADMIN_ROLES,
};
