import * as v from 'valibot';
import { ACADEMIC_LIST_WRITERS, LIST_READERS } from './access';
import type { ListDescriptor } from './list-descriptor';
import { choiceField, codeField, integerField, optionalTextField, referenceField, textField } from './list-fields';
import { LIST_MESSAGES as M } from './messages';
import { SUBJECT_KINDS } from './pass-rules';

export const SUBJECT_TYPES = SUBJECT_KINDS;

/** Why a subject's credits are refused, given with the invalid-data words. */
export const SUBJECT_REASONS = {
  creditSteps: 'Credits go in steps of 0.5, from 0 to 30: 3, 1.5, 0',
  zeroCredits: 'A mandatory course has 0 credits (passed or not passed, not in the SGPA); every other subject more',
} as const;

/** Credits as curricula write them: halves (a 1.5-credit lab) and 0 for a mandatory course. */
const creditsField = () =>
  v.pipe(
    v.number((issue) => (issue.input === undefined || issue.input === '' ? M.fillAll : SUBJECT_REASONS.creditSteps)),
    v.minValue(0, SUBJECT_REASONS.creditSteps),
    v.maxValue(30, SUBJECT_REASONS.creditSteps),
    v.check((n) => Number.isInteger(n * 2), SUBJECT_REASONS.creditSteps),
  );

/** A subject of a regulation's curriculum for one branch and semester. */
export const SubjectSchema = v.pipe(
  v.object({
    regulationId: referenceField(),
    branchId: referenceField(),
    semesterId: referenceField(),
    code: codeField(16, /^[A-Za-z0-9-]+$/),
    name: textField(120),
    credits: creditsField(),
    subjectType: choiceField(SUBJECT_TYPES),
    internalMax: integerField(0, 200),
    externalMax: integerField(0, 200),
    electiveGroup: optionalTextField(40),
  }),
  v.forward(
    v.check((s) => (s.credits === 0) === (s.subjectType === 'mandatory'), SUBJECT_REASONS.zeroCredits),
    ['credits'],
  ),
);

export const subjectList: ListDescriptor<typeof SubjectSchema> = {
  kind: 'subjects',
  title: /*i18n*/ 'Subjects',
  one: /*i18n*/ 'subject',
  schema: SubjectSchema as unknown as ListDescriptor<typeof SubjectSchema>['schema'],
  fields: [
    { name: 'regulationId', label: /*i18n*/ 'Regulation', kind: 'reference', list: 'regulations' },
    { name: 'branchId', label: /*i18n*/ 'Branch', kind: 'reference', list: 'branches' },
    { name: 'semesterId', label: /*i18n*/ 'Semester', kind: 'reference', list: 'semesters' },
    { name: 'code', label: /*i18n*/ 'Code', kind: 'code' },
    { name: 'name', label: /*i18n*/ 'Name', kind: 'text' },
    {
      name: 'credits',
      label: /*i18n*/ 'Credits',
      kind: 'number',
      step: 0.5,
      hint: /*i18n*/ '3, 1.5 for a lab, 0 for a mandatory course',
    },
    { name: 'subjectType', label: /*i18n*/ 'Type', kind: 'choice', options: SUBJECT_TYPES },
    { name: 'internalMax', label: /*i18n*/ 'Internal maximum', kind: 'number' },
    { name: 'externalMax', label: /*i18n*/ 'External maximum', kind: 'number' },
    { name: 'electiveGroup', label: /*i18n*/ 'Elective group', kind: 'text', optional: true },
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
