import { agentList, casteCategoryList, keyValueList, seatTypeList, subCasteList } from './admission-lists';
import { academicYearList, activityList, holidayList, semesterDatesList } from './calendar-lists';
import { feeTypeList } from './fee-type-list';
import { leaveAllotmentList, leaveTypeList } from './leave-lists';
import { facultyList } from './faculty-list';
import type { ListDescriptor, ListKind } from './list-descriptor';
import {
  batchList,
  branchList,
  degreeList,
  departmentList,
  levelList,
  regulationList,
  sectionList,
  semesterList,
} from './programme-lists';
import { subjectList } from './subject-list';
import { bellPeriodList } from '../timetable/bell-schedule';

/** Every list's descriptor by kind, in the order the lists' page shows them (programmes, then curriculum). */
export const LISTS: Readonly<Record<ListKind, ListDescriptor>> = {
  levels: levelList as unknown as ListDescriptor,
  degrees: degreeList as unknown as ListDescriptor,
  regulations: regulationList as unknown as ListDescriptor,
  batches: batchList as unknown as ListDescriptor,
  branches: branchList as unknown as ListDescriptor,
  semesters: semesterList as unknown as ListDescriptor,
  sections: sectionList as unknown as ListDescriptor,
  departments: departmentList as unknown as ListDescriptor,
  subjects: subjectList as unknown as ListDescriptor,
  academicYears: academicYearList as unknown as ListDescriptor,
  semesterDates: semesterDatesList as unknown as ListDescriptor,
  holidays: holidayList as unknown as ListDescriptor,
  activities: activityList as unknown as ListDescriptor,
  bellPeriods: bellPeriodList as unknown as ListDescriptor,
  leaveTypes: leaveTypeList as unknown as ListDescriptor,
  leaveAllotments: leaveAllotmentList as unknown as ListDescriptor,
  feeTypes: feeTypeList as unknown as ListDescriptor,
  casteCategories: casteCategoryList as unknown as ListDescriptor,
  subCastes: subCasteList as unknown as ListDescriptor,
  seatTypes: seatTypeList as unknown as ListDescriptor,
  agents: agentList as unknown as ListDescriptor,
  keyValues: keyValueList as unknown as ListDescriptor,
  faculty: facultyList as unknown as ListDescriptor,
};

/** The lists' page shows them in groups, each list once: what the college teaches, calendar, staff, fees, admissions. */
export const LIST_GROUPS: readonly { title: string; kinds: readonly ListKind[] }[] = [
  {
    title: /*i18n*/ 'Programmes and curriculum',
    kinds: [
      'levels',
      'degrees',
      'regulations',
      'batches',
      'branches',
      'semesters',
      'sections',
      'departments',
      'subjects',
    ],
  },
  { title: /*i18n*/ 'Calendar', kinds: ['academicYears', 'semesterDates', 'holidays', 'activities', 'bellPeriods'] },
  { title: /*i18n*/ 'Staff', kinds: ['faculty', 'leaveTypes', 'leaveAllotments'] },
  { title: /*i18n*/ 'Fees', kinds: ['feeTypes'] },
  { title: /*i18n*/ 'Admissions', kinds: ['casteCategories', 'subCastes', 'seatTypes', 'agents', 'keyValues'] },
];
