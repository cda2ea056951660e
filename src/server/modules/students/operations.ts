import { MoveReviewSchema, MovesDoneSchema } from '../../../domain/students/move-answers';
import { RollPreviewSchema, RollsAssignedSchema } from '../../../domain/students/roll-number-answers';
import { RollPatternSettingsSchema } from '../../../domain/students/roll-number-pattern';
import { RollPatternSavedSchema, SectionsAssignedSchema } from '../../../domain/students/student-answers';
import { DirectoryPageSchema, StudentProfileSchema } from '../../../domain/students/student-records';
import type { Operation, PermissionLine } from '../server-module';

/** The students' calls after admission as the API description tells them. */
export const studentsOperations = {
  'GET /api/app/students': {
    summary: "One page of the student directory (the batches on roll unless batches=all); a HoD's department's",
    answer: DirectoryPageSchema,
  },
  'GET /api/app/students/:id': {
    summary: "A student's profile: admission record (Aadhaar masked), section, contacts, results, fees and moves",
    answer: StudentProfileSchema,
  },
  'GET /api/app/studentRollPattern': {
    summary: 'The roll number pattern and its college code and entry letters',
    answer: RollPatternSettingsSchema,
  },
  'PUT /api/app/studentRollPattern': {
    summary: 'Save the roll number pattern; answers the words and the settings as stored',
    answer: RollPatternSavedSchema,
  },
  'POST /api/app/studentRollNumbers/preview': {
    summary: 'The roll numbers applicants would get, and the refusal when a branch runs out of serials',
    answer: RollPreviewSchema,
  },
  'POST /api/app/studentRollNumbers': {
    summary: 'Give roll numbers to the applicants of a batch; answers the words and the numbers given',
    answer: RollsAssignedSchema,
  },
  'POST /api/app/studentSections': {
    summary: 'Place students in a section; answers the words and how many were placed',
    answer: SectionsAssignedSchema,
  },
  'POST /api/app/studentMoves/review': {
    summary:
      'Review a move (promote, detain, readmit, transfer, discontinue, graduate): who would move where, who is refused and why',
    answer: MoveReviewSchema,
  },
  'POST /api/app/studentMoves': {
    summary: 'Make a reviewed move from the standing the review showed; answers the words and the review as made',
    answer: MovesDoneSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;

/** The students sheet's template, as the API description tells it. */
export const studentUploadsOperations = {
  'GET /api/app/getExcelForStudents': {
    summary: 'The students sheet template (.xlsx) to fill and upload through the admissions upload',
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
