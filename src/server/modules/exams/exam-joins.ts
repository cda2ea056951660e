import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { examMarks, examRegistrationSubjects, examRegistrations } from '../../db/schema';

/** Joins a registered subject (`exam_registration_subjects`) to its marks row, if any: the marks and results stores' join. */
export const marksOfRegisteredSubject = and(
  eq(examMarks.examId, examRegistrationSubjects.examId),
  eq(examMarks.studentId, examRegistrationSubjects.studentId),
  eq(examMarks.courseId, examRegistrationSubjects.courseId),
)!;

/** The students who sit the exam: registered and eligible (fee dues and attendance). Others have no marks to process. */
export const sitters = alias(examRegistrations, 'sitters');

/** Joins a registered subject (`exam_registration_subjects`) to its student's registration when they sit the exam. */
export const sitterOfSubject = and(
  eq(sitters.examId, examRegistrationSubjects.examId),
  eq(sitters.studentId, examRegistrationSubjects.studentId),
  eq(sitters.eligible, true),
)!;
