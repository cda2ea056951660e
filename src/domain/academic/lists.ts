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
  faculty: facultyList as unknown as ListDescriptor,
};
