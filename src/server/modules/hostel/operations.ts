import {
  BuildingGridSchema,
  BuildingListSchema,
  BuildingSavedSchema,
  RoomsAddedSchema,
  RoomTypeListSchema,
  RoomTypeSavedSchema,
} from '../../../domain/hostel/structure-answers';
import {
  AllotmentAppliedSchema,
  AllotmentPreviewSchema,
  AllotmentRulesAnswerSchema,
  AllotmentRulesSavedSchema,
  ApplicationListSchema,
  ApplicationSavedSchema,
  BedAllottedSchema,
  ExpectedApplicantsSchema,
  HostelMessageSchema,
  MyApplicationSchema,
  RoomFeeListSchema,
  RoomFeesSavedSchema,
} from '../../../domain/hostel/registration-answers';
import type { Operation, PermissionLine } from '../server-module';

/** The hostel's calls, as GET /api/docs describes them. */
export const hostelOperations = {
  'GET /api/app/hostel/buildings': {
    summary: 'Every hostel block, by name, with its rooms and its beds counted free, held and occupied',
    answer: BuildingListSchema,
  },
  'POST /api/app/hostel/buildings': {
    summary: 'Add a block (its name, boys or girls, its floors, the warden); 409 when the name is taken',
    answer: BuildingSavedSchema,
    status: 201,
  },
  'GET /api/app/hostel/buildings/:id/grid': {
    summary: 'A block floor by floor, each room with its type and its beds free, held, occupied or out of service',
    answer: BuildingGridSchema,
  },
  'POST /api/app/hostel/buildings/:id/rooms': {
    summary:
      'Add rooms of one type on a floor, numbered on from the first, each with the type’s beds; 409 naming the numbers already in the block, and nothing added',
    answer: RoomsAddedSchema,
    status: 201,
  },
  'GET /api/app/hostel/room-types': {
    summary: 'The kinds of room (beds in each, air-conditioned or not), by name',
    answer: RoomTypeListSchema,
  },
  'POST /api/app/hostel/room-types': {
    summary: 'Add a kind of room; 409 when the name is taken',
    answer: RoomTypeSavedSchema,
    status: 201,
  },
  'POST /api/app/hostel/applications': {
    summary:
      'Apply for a hostel bed for the current academic year (room types in order of preference, the reason, the distance from home); a student for themself, the incharge for a student named by id; 409 when an application is already open',
    answer: ApplicationSavedSchema,
    status: 201,
  },
  'GET /api/app/hostel/applications/mine': {
    summary:
      'The signed-in student’s hostel application of the year: applied, allotted (with the bed), waitlisted (with the reason), withdrawn or rejected; null when none',
    answer: MyApplicationSchema,
  },
  'POST /api/app/hostel/applications/mine/withdraw': {
    summary:
      'Withdraw the signed-in student’s application not yet allotted; 409 once a bed is allotted, 404 without one',
    answer: HostelMessageSchema,
  },
  'GET /api/app/hostel/applications': {
    summary:
      'The year’s applications, 50 a page, oldest first, of one status when asked: each student’s name, roll number, gender, year, category, distance and preferences',
    answer: ApplicationListSchema,
  },
  'GET /api/app/hostel/applications/expected': {
    summary:
      'Students on the rolls whose admission said they would live in the hostel and who have not applied this year',
    answer: ExpectedApplicantsSchema,
  },
  'PATCH /api/app/hostel/applications/:id': {
    summary:
      'Correct the distance an applicant stated, or reject the application with a reason; 409 once allotted, withdrawn or rejected',
    answer: HostelMessageSchema,
  },
  'POST /api/app/hostel/applications/:id/allot': {
    summary:
      'Give the applicant a free bed of a block of their gender by hand, raising the room type’s fee for the year as their dues; 409 when the bed was taken (even at the same moment)',
    answer: BedAllottedSchema,
    status: 201,
  },
  'GET /api/app/hostel/room-fees': {
    summary:
      'Every room type with its fee (paise) for the academic year (?year=, the current one by default); null where not set',
    answer: RoomFeeListSchema,
  },
  'PUT /api/app/hostel/room-fees': {
    summary: 'Set room types’ fees (paise) for an academic year; the others stay as they were',
    answer: RoomFeesSavedSchema,
  },
  'GET /api/app/hostel/allotment-rules': {
    summary:
      'The year’s allotment rules: minimum distance, the order applicants are served in, reserved shares per category',
    answer: AllotmentRulesAnswerSchema,
  },
  'PUT /api/app/hostel/allotment-rules': {
    summary: 'Set the allotment rules for an academic year',
    answer: AllotmentRulesSavedSchema,
  },
  'POST /api/app/hostel/allotment/preview': {
    summary:
      'What allotting by the rules would do now: each bed given, each applicant waitlisted and why, the room types without a fee, and the fingerprint of what was read',
    answer: AllotmentPreviewSchema,
  },
  'POST /api/app/hostel/allotment/apply': {
    summary:
      'Apply the previewed allotment in one transaction: beds occupied, allotments recorded, hostel dues raised; 409 when the applicants or beds changed since the preview, 422 while a room type has no fee',
    answer: AllotmentAppliedSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
