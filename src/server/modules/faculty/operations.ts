import {
  AllotmentDeletedSchema,
  AllotmentPageSchema,
  AllotmentSavedSchema,
  OwnAllotmentsSchema,
} from '../../../domain/faculty/allotment-answers';
import { AllotmentChoicesSchema } from '../../../domain/faculty/allotment';
import { FacultyPhotoSavedSchema, FacultyRecordViewSchema } from '../../../domain/faculty/faculty-record-view';
import { FacultyProfileSchema } from '../../../domain/faculty/profile-answer';
import {
  RecordDeletedSchema,
  RecordTotalSchema,
  SAVED_RECORD_SCHEMAS,
  listedRecordsSchema,
} from '../../../domain/faculty/record-answers';
import type { Operation, PermissionLine } from '../server-module';

/** The subject allotments' calls as the API description tells them. */
export const allotmentsOperations = {
  'GET /api/app/allotments': {
    summary:
      "One page of a year's subject allotments (query academicYear, page; facultyId optional); a HoD's department's",
    answer: AllotmentPageSchema,
  },
  'GET /api/app/allotments/choices': {
    summary: "The allotment form's choices: faculty, subjects and sections the user may allot, and academic years",
    answer: AllotmentChoicesSchema,
  },
  'GET /api/app/allotments/mine': {
    summary: "The signed-in faculty member's own allotments of a year (query academicYear): { rows }",
    answer: OwnAllotmentsSchema,
  },
  'POST /api/app/allotments': {
    summary: 'Allot a subject and section to a faculty member; answers the words and the saved row',
    answer: AllotmentSavedSchema,
    status: 201,
  },
  'PUT /api/app/allotments/:id': {
    summary: 'Change an allotment (same body); answers the words and the saved row',
    answer: AllotmentSavedSchema,
  },
  'DELETE /api/app/allotments/:id': {
    summary: 'Delete an allotment; answers the words and its id',
    answer: AllotmentDeletedSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;

/** A faculty record's own screen and its photo, as the API description tells them. */
export const facultyRecordsOperations = {
  'GET /api/app/facultyRecord/:id': {
    summary: "A faculty record's screen: the record, its login, photo and faculty database totals",
    answer: FacultyRecordViewSchema,
  },
  'POST /api/app/facultyRecord/:id/photo': {
    summary: "Store a faculty member's photo (multipart field photo, an image); answers its public file id",
    answer: FacultyPhotoSavedSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;

/** The four calls of one kind of faculty record ({fdb}/<kind>): its list, and adding, editing and deleting one. */
function recordKindOperations<K extends keyof typeof SAVED_RECORD_SCHEMAS>(
  kind: K,
  words: { one: string; list: string; body: string },
): Readonly<Record<PermissionLine, Operation>> {
  return {
    [`GET /api/fdb/${kind}`]: { summary: words.list, answer: listedRecordsSchema(kind) },
    [`POST /api/fdb/${kind}`]: {
      summary: `Add an own ${words.one}: ${words.body}`,
      answer: SAVED_RECORD_SCHEMAS[kind],
      status: 201 as const,
    },
    [`PUT /api/fdb/${kind}/:recordId`]: {
      summary: `Edit an own ${words.one} (same body)`,
      answer: SAVED_RECORD_SCHEMAS[kind],
    },
    [`DELETE /api/fdb/${kind}/:recordId`]: { summary: `Delete an own ${words.one}`, answer: RecordDeletedSchema },
  };
}

/** The faculty database service's calls as the API description tells them. */
export const facultyDatabaseOperations = {
  'GET /api/fdb/getallprofiledata': {
    summary:
      'Faculty profile: general information and record totals (query userId = login id; collegeId, financialYear, typeofInstitution optional)',
    answer: FacultyProfileSchema,
  },
  'GET /api/fdb/getReserachPapersBasedOnUserName': {
    summary: 'Number of publications of a faculty member (query userName): a bare number',
    answer: RecordTotalSchema,
  },
  'GET /api/fdb/getCountOfCitations': {
    summary: 'Sum of the citations of their publications (query userName): a bare number',
    answer: RecordTotalSchema,
  },
  'GET /api/fdb/getCountOfScoupos': {
    summary: 'Number of their publications indexed in Scopus (query userName): a bare number',
    answer: RecordTotalSchema,
  },
  'GET /api/fdb/getMousCounByUserName': {
    summary: 'Number of their MoUs (query userName): a bare number',
    answer: RecordTotalSchema,
  },
  'GET /api/fdb/getAwardsByFaculty': {
    summary: 'Number of their awards (query userName): a bare number',
    answer: RecordTotalSchema,
  },
  ...recordKindOperations('publications', {
    one: 'publication',
    list: "Publications: one's own, a member's (query userName), else a HoD's department's or the college's",
    body: '{ title, venue, year, doi, scopus, webOfScience, citations }',
  }),
  ...recordKindOperations('mous', {
    one: 'MoU',
    list: 'MoUs, listed like publications',
    body: '{ partner, purpose, signedOn, validUntil }',
  }),
  ...recordKindOperations('awards', {
    one: 'award',
    list: 'Awards, listed like publications',
    body: '{ title, awardedBy, year, description }',
  }),
} satisfies Readonly<Record<PermissionLine, Operation>>;
