import * as v from 'valibot';
import { ACADEMIC_LIST_WRITERS, LIST_READERS } from './access';
import type { ListDescriptor } from './list-descriptor';
import { choiceField, codeField, integerField, optionalTextField, referenceField, textField } from './list-fields';

export const SUBJECT_TYPES = ['theory', 'lab', 'project'] as const;

/** A subject of a regulation's curriculum for one branch and semester. */
export const SubjectSchema = v.object({
  regulationId: referenceField(),
  branchId: referenceField(),
  semesterId: referenceField(),
  code: codeField(16, /^[A-Za-z0-9-]+$/),
  name: textField(120),
  credits: integerField(1, 30),
  subjectType: choiceField(SUBJECT_TYPES),
  internalMax: integerField(0, 200),
  externalMax: integerField(0, 200),
  electiveGroup: optionalTextField(40),
});

export const subjectList: ListDescriptor<typeof SubjectSchema> = {
  kind: 'subjects',
  title: 'Subjects',
  one: 'subject',
  schema: SubjectSchema,
  fields: [
    { name: 'regulationId', label: 'Regulation', kind: 'reference', list: 'regulations' },
    { name: 'branchId', label: 'Branch', kind: 'reference', list: 'branches' },
    { name: 'semesterId', label: 'Semester', kind: 'reference', list: 'semesters' },
    { name: 'code', label: 'Code', kind: 'code' },
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'credits', label: 'Credits', kind: 'number' },
    { name: 'subjectType', label: 'Type', kind: 'choice', options: SUBJECT_TYPES },
    { name: 'internalMax', label: 'Internal maximum', kind: 'number' },
    { name: 'externalMax', label: 'External maximum', kind: 'number' },
    { name: 'electiveGroup', label: 'Elective group', kind: 'text', optional: true },
  ],
  columns: ['code', 'name', 'credits', 'subjectType', 'regulationId', 'branchId', 'semesterId'],
  search: ['code', 'name', 'electiveGroup'],
  filters: ['regulationId', 'branchId', 'semesterId', 'subjectType'],
  labelField: 'code',
  referencedBy: ['marks (exam results)'],
  readers: LIST_READERS,
  writers: ACADEMIC_LIST_WRITERS,
  hodScope: 'branch',
};
