import {
  SlotSavedSchema,
  SubstitutionSavedSchema,
  TimetableListSchema,
  TimetableRemovedSchema,
  TimetableSavedSchema,
  TimetableViewSchema,
  WeekSchema,
} from '../../../domain/timetable/timetable-answers';
import type { Operation, PermissionLine } from '../server-module';

/** The timetable calls as the API description tells them. */
export const timetableOperations = {
  'GET /api/app/timetables': {
    summary: "A year and semester's section timetables (query academicYear, term) with their number of classes",
    answer: TimetableListSchema,
  },
  'POST /api/app/timetables': {
    summary: "Start a section's timetable for a year and semester: the new timetable's header",
    answer: TimetableSavedSchema,
    status: 201,
  },
  'GET /api/app/timetables/:id': {
    summary: 'A timetable with its grid, substitutions and the allotments and substitutes its forms offer',
    answer: TimetableViewSchema,
  },
  'DELETE /api/app/timetables/:id': { summary: 'Delete a timetable with its classes', answer: TimetableRemovedSchema },
  'POST /api/app/timetables/:id/slots': {
    summary: 'Place an allotment on the grid (day, period, span, room), refused on a clash: the class placed',
    answer: SlotSavedSchema,
    status: 201,
  },
  'DELETE /api/app/timetables/:id/slots/:itemId': {
    summary: "Take a class off a timetable's grid",
    answer: TimetableRemovedSchema,
  },
  'POST /api/app/timetables/:id/substitutions': {
    summary: "Have a substitute teach one of the timetable's classes on a date",
    answer: SubstitutionSavedSchema,
    status: 201,
  },
  'DELETE /api/app/timetables/:id/substitutions/:itemId': {
    summary: 'Cancel a substitution',
    answer: TimetableRemovedSchema,
  },
  'GET /api/app/timetable/week': {
    summary: "The signed-in user's week of classes: a teacher's own, a student's section's, a parent's child's",
    answer: WeekSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
