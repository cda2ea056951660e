import type { ListKind } from './list-descriptor';

/**
 * Each academic list's title, by kind: the descriptors' `title`, kept apart from the descriptors so the route of a
 * list names its permission page without carrying them. A domain test holds the two equal.
 */
export const LIST_TITLES: Readonly<Record<ListKind, string>> = {
  levels: 'Levels',
  degrees: 'Degrees and programmes',
  regulations: 'Regulations',
  batches: 'Batches',
  branches: 'Branches',
  semesters: 'Semesters',
  sections: 'Sections',
  departments: 'Departments',
  subjects: 'Subjects',
  academicYears: 'Academic years',
  semesterDates: 'Semester dates',
  holidays: 'Holidays',
  activities: 'Activities',
  bellPeriods: 'Bell schedule',
  leaveTypes: 'Leave types',
  leaveAllotments: 'Leave allotments',
  feeTypes: 'Fee types',
  casteCategories: 'Castes',
  subCastes: 'Sub-castes',
  seatTypes: 'Seat types',
  agents: 'Agents',
  keyValues: 'Key-value lists',
  faculty: 'Faculty',
};

/** The title of the list at `/app/Admin/Lists/{kind}`; 'Lists' for a kind the college does not keep. */
export const listTitle = (kind: string): string =>
  Object.entries(LIST_TITLES).find(([listKind]) => listKind === kind)?.[1] ?? 'Lists';
