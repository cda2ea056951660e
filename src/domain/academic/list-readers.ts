import type { Access } from '../auth/access';
import { LIST_READERS } from './access';
import type { ListKind } from './list-descriptor';

/**
 * Who reads each academic list, by kind: the descriptors' `readers`, kept apart from the descriptors (their fields,
 * rules and schemas) so the screen-access rule every page loads does not carry them. A domain test holds the two
 * equal.
 */
export const LIST_READERS_BY_KIND: Readonly<Record<ListKind, Access>> = {
  levels: LIST_READERS,
  degrees: LIST_READERS,
  regulations: LIST_READERS,
  batches: LIST_READERS,
  branches: LIST_READERS,
  semesters: LIST_READERS,
  sections: LIST_READERS,
  departments: LIST_READERS,
  subjects: LIST_READERS,
  academicYears: 'signed-in',
  semesterDates: LIST_READERS,
  holidays: 'signed-in',
  activities: 'signed-in',
  bellPeriods: 'signed-in',
  leaveTypes: LIST_READERS,
  leaveAllotments: LIST_READERS,
  feeTypes: LIST_READERS,
  casteCategories: LIST_READERS,
  subCastes: LIST_READERS,
  seatTypes: LIST_READERS,
  agents: LIST_READERS,
  keyValues: LIST_READERS,
  faculty: LIST_READERS,
};
