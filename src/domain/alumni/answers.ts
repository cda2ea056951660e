import * as v from 'valibot';
import { ClaimCodeSentSchema } from '../auth/student-claim';
import { WORKING_OPTIONS } from './messages';

// The answers of the alumni calls (GET getAlumniData, GET alumni/me, POST registerAlumniAccount), as the client
// parses them. Every text is stored trimmed; the server leaves out who created a record and its stored file ids.

/** GET getAlumniData: one alumni history record (contact details empty unless staff or one's own). */
export const AlumniRecordSchema = v.object({
  id: v.number(),
  status: v.string(),
  rollNumber: v.string(),
  name: v.string(),
  branch: v.string(),
  batch: v.string(),
  studentMobile: v.string(),
  studentEmail: v.string(),
  course: v.string(),
  fatherName: v.string(),
  section: v.string(),
  company: v.string(),
  packages: v.string(),
  designation: v.string(),
  experience: v.string(),
  location: v.string(),
  instituteName: v.string(),
});
export type AlumniRecord = v.InferOutput<typeof AlumniRecordSchema>;

/** GET alumni/me: the alumnus's own registration, to read and correct. */
export const OwnRegistrationSchema = v.object({
  name: v.string(),
  course: v.string(),
  rollNumber: v.string(),
  batch: v.string(),
  mobileNumber: v.string(),
  email: v.string(),
  working: v.picklist(WORKING_OPTIONS),
  company: v.string(),
  instituteName: v.string(),
  companyName: v.string(),
  jobTitle: v.string(),
  courseName: v.string(),
  workAddress: v.string(),
  eduAddress: v.string(),
  branch: v.string(),
  degree: v.string(),
});

/** POST registerAlumniAccount with the right one-time code (201): the account made, with its user name. */
export const AlumniAccountMadeSchema = v.object({ message: v.string(), username: v.string() });

/** POST registerAlumniAccount: where the one-time code went (202), or the account made with its user name. */
export const AlumniAccountAnswerSchema = v.union([ClaimCodeSentSchema, AlumniAccountMadeSchema]);

/** POST saveAlumniStudentRegister and saveAluminiHistoryByUrl: what was saved and the new record's id. */
export const AlumniSavedSchema = v.object({ message: v.string(), id: v.number() });
