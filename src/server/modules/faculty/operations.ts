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
  'GET /api/fdb/publications': {
    summary: "Publications: one's own, a member's (query userName), else a HoD's department's or the college's",
    answer: listedRecordsSchema('publications'),
  },
  'POST /api/fdb/publications': {
    summary: 'Add an own publication: { title, venue, year, doi, scopus, webOfScience, citations }',
    answer: SAVED_RECORD_SCHEMAS.publications,
    status: 201,
  },
  'PUT /api/fdb/publications/:recordId': {
    summary: 'Edit an own publication (same body)',
    answer: SAVED_RECORD_SCHEMAS.publications,
  },
  'DELETE /api/fdb/publications/:recordId': { summary: 'Delete an own publication', answer: RecordDeletedSchema },
  'GET /api/fdb/mous': { summary: 'MoUs, listed like publications', answer: listedRecordsSchema('mous') },
  'POST /api/fdb/mous': {
    summary: 'Add an own MoU: { partner, purpose, signedOn, validUntil }',
    answer: SAVED_RECORD_SCHEMAS.mous,
    status: 201,
  },
  'PUT /api/fdb/mous/:recordId': { summary: 'Edit an own MoU (same body)', answer: SAVED_RECORD_SCHEMAS.mous },
  'DELETE /api/fdb/mous/:recordId': { summary: 'Delete an own MoU', answer: RecordDeletedSchema },
  'GET /api/fdb/awards': { summary: 'Awards, listed like publications', answer: listedRecordsSchema('awards') },
  'POST /api/fdb/awards': {
    summary: 'Add an own award: { title, awardedBy, year, description }',
    answer: SAVED_RECORD_SCHEMAS.awards,
    status: 201,
  },
  'PUT /api/fdb/awards/:recordId': { summary: 'Edit an own award (same body)', answer: SAVED_RECORD_SCHEMAS.awards },
  'DELETE /api/fdb/awards/:recordId': { summary: 'Delete an own award', answer: RecordDeletedSchema },
} satisfies Readonly<Record<PermissionLine, Operation>>;
