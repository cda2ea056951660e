import * as v from 'valibot';
import {
  AlumniAccountMadeSchema,
  AlumniRecordSchema,
  AlumniSavedSchema,
  OwnRegistrationSchema,
} from '../../../domain/alumni/answers';
import { DirectoryAnswerSchema } from '../../../domain/alumni/directory';
import { MessageAnswerSchema } from '../../../domain/auth/answers';
import { ClaimCodeSentSchema } from '../../../domain/auth/student-claim';
import type { Operation, PermissionLine } from '../server-module';

/** The alumni calls as GET /api/docs describes them. */
export const alumniOperations = {
  'POST /api/app/saveAlumniStudentRegister': {
    summary:
      'Register an alumnus (multipart: `alumniStudentRegistration` JSON and an optional `file`); an alumnus only for their own roll number',
    answer: AlumniSavedSchema,
  },
  'GET /api/app/getAlumniData': {
    summary: "The alumni history records; contact details only for staff and one's own record",
    answer: v.array(AlumniRecordSchema),
  },
  'POST /api/app/saveAluminiHistoryByUrl': {
    summary:
      'Save an alumni history record (multipart: `alumniData` JSON, `passportPhoto` and `certificate`); an alumnus only for their own roll number',
    answer: AlumniSavedSchema,
  },
  'GET /api/app/alumni/directory': {
    summary:
      "The alumni directory, searched and filtered: rows, counts by batch and the total (others' phone and e-mail hidden from alumni)",
    answer: DirectoryAnswerSchema,
  },
  'GET /api/app/alumni/directory/export': {
    summary: 'The alumni directory, searched and filtered, as a workbook (Alumni_Directory.xlsx)',
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  'GET /api/app/alumni/me': {
    summary: "The alumnus's own registration, to read and correct",
    answer: OwnRegistrationSchema,
  },
  'PUT /api/app/alumni/me': {
    summary: "Correct the alumnus's own registration (the roll number stays theirs)",
    answer: MessageAnswerSchema,
  },
  'POST /api/app/registerAlumniAccount': {
    summary:
      "Make an alumni account (public): roll number, date of birth, e-mail and password → 202 { message, sentTo } (a one-time code went to the student's e-mail), then the same with code → 201 { message, username }; 429 while the roll number is locked",
    answer: ClaimCodeSentSchema,
    status: 202,
    also: [{ status: 201, answer: AlumniAccountMadeSchema }],
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
