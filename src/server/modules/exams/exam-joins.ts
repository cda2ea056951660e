import { and, eq } from 'drizzle-orm';
import { examMarks, examRegistrationSubjects } from '../../db/schema';

/** Joins a registered subject (`exam_registration_subjects`) to its marks row, if any: the marks and results stores' join. */
export const marksOfRegisteredSubject = and(
  eq(examMarks.examId, examRegistrationSubjects.examId),
  eq(examMarks.studentId, examRegistrationSubjects.studentId),
  eq(examMarks.courseId, examRegistrationSubjects.courseId),
)!;
