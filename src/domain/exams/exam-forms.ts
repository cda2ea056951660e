import * as v from 'valibot';
import { wholeNumberText } from '../forms/whole-number-text';
import { referenceField } from '../academic/list-fields';
import { EXAM_TYPES, ExamSchema, ExamSubjectSlotSchema, type ExamHead } from './exam';
import { GraceSchema } from './processing';

/*
 * The exam cell's two forms as the screens hold them: drop-downs and the year as text. Each field is converted and
 * then checked by the very schema the server uses, so a form and the server answer with the same §8 words.
 */

const { title, regulationId, degreeId, semester, examType, month, year } = ExamSchema.entries;

/** Defining or changing an exam: the fields of ExamSchema, numbers as chosen or typed. */
export const ExamFormSchema = v.object({
  regulationId: wholeNumberText(regulationId),
  degreeId: wholeNumberText(degreeId),
  semester: wholeNumberText(semester),
  examType,
  month: wholeNumberText(month),
  year: wholeNumberText(year),
  title,
});
export type ExamFormValues = { [K in keyof typeof ExamFormSchema.entries]: string };

/** A new exam's form: a regular exam of this year, nothing else chosen yet. */
export const newExamValues = (year: number): ExamFormValues => ({
  regulationId: '',
  degreeId: '',
  semester: '',
  examType: EXAM_TYPES[0],
  month: '',
  year: String(year),
  title: '',
});

/** The form of an exam being changed. */
export const examFormValues = (e: ExamHead): ExamFormValues => ({
  regulationId: String(e.regulationId),
  degreeId: String(e.degreeId),
  semester: String(e.semester),
  examType: e.examType,
  month: String(e.month),
  year: String(e.year),
  title: e.title,
});

/** Placing a subject on the exam's timetable: the subject (one the curriculum offers), its day and session. */
export const PlaceSubjectFormSchema = v.object({
  subjectId: wholeNumberText(referenceField()),
  ...ExamSubjectSlotSchema.entries,
});
export type PlaceSubjectFormValues = { [K in keyof typeof PlaceSubjectFormSchema.entries]: string };
export const EMPTY_PLACEMENT: PlaceSubjectFormValues = { subjectId: '', date: '', session: 'FN' };

const grace = GraceSchema.entries;

/** Grace marks as the form holds them: the subject chosen and the marks typed as text, then the server's rules. */
export const GraceFormSchema = v.object({
  rollNo: grace.rollNo,
  subjectId: wholeNumberText(grace.subjectId),
  marks: wholeNumberText(grace.marks),
  reason: grace.reason,
});
export const EMPTY_GRACE = { rollNo: '', subjectId: '', marks: '', reason: '' } as const;
