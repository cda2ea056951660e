import { sql } from 'drizzle-orm';
import type { ListKind } from '../../../domain/academic/list-descriptor';
import { admissions, agents, casteCategories, keyValuePairs, seatTypes, subCastes } from '../../db/schema';
import { columnsOf, type ListTable } from './list-table';

/** The admission form field each key-value list fills: admissions keep the entry's key in their details. */
const KEY_VALUE_FIELDS: Readonly<Record<string, string>> = {
  entrancetype: 'entranceType',
  Nationality: 'nationality',
  Religion: 'religion',
};

/**
 * The admission forms' lists: the tables the §7 lookups read (one source). Admissions hold a caste, seat type and
 * agent by its text, so a delete is refused while an admission holds the value.
 */
export const ADMISSION_LIST_TABLES = {
  casteCategories: {
    table: casteCategories,
    columns: columnsOf(casteCategories, 'code', 'description', 'sortOrder'),
    order: [casteCategories.sortOrder, casteCategories.code],
    dependents: [
      { table: subCastes, column: subCastes.categoryId, what: 'sub-castes' },
      { table: admissions, column: admissions.category, key: 'code', what: 'admissions' },
    ],
  },
  subCastes: {
    table: subCastes,
    columns: columnsOf(subCastes, 'categoryId', 'name', 'sortOrder'),
    order: [subCastes.categoryId, subCastes.sortOrder, subCastes.name],
    dependents: [
      { table: admissions, column: sql`${admissions.details}->>'subCaste'`, key: 'name', what: 'admissions' },
    ],
  },
  seatTypes: {
    table: seatTypes,
    columns: columnsOf(seatTypes, 'name', 'description', 'sortOrder'),
    order: [seatTypes.sortOrder, seatTypes.name],
    dependents: [{ table: admissions, column: admissions.seatType, key: 'name', what: 'admissions' }],
  },
  agents: {
    table: agents,
    columns: columnsOf(agents, 'name', 'place', 'active'),
    order: [agents.name],
    dependents: [{ table: admissions, column: admissions.agent, key: 'name', what: 'admissions' }],
  },
  keyValues: {
    table: keyValuePairs,
    columns: columnsOf(keyValuePairs, 'listKey', 'itemKey', 'itemValue', 'sortOrder'),
    order: [keyValuePairs.listKey, keyValuePairs.sortOrder, keyValuePairs.itemKey],
    dependents: Object.entries(KEY_VALUE_FIELDS).map(([listKey, field]) => ({
      table: admissions,
      column: sql`${admissions.details}->>${field}`,
      key: 'itemKey',
      what: 'admissions',
      onlyWhen: { field: 'listKey', value: listKey },
    })),
  },
} satisfies Partial<Record<ListKind, ListTable>>;
