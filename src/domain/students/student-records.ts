import * as v from 'valibot';
import { MOVE_KINDS, STUDENT_STATUSES } from './student-moves';

/** One row of the directory. */
const DirectoryRowSchema = v.object({
  id: v.number(),
  rollNo: v.string(),
  fullName: v.string(),
  adminNo: v.nullable(v.string()),
  degree: v.string(),
  batch: v.string(),
  branch: v.string(),
  section: v.nullable(v.string()),
  semester: v.number(),
  status: v.picklist(STUDENT_STATUSES),
});
export type DirectoryRow = v.InferOutput<typeof DirectoryRowSchema>;

/** GET /api/app/students: one page of the directory. */
export const DirectoryPageSchema = v.object({
  rows: v.array(DirectoryRowSchema),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});
export type DirectoryPage = v.InferOutput<typeof DirectoryPageSchema>;

/** One entry of a student's history of moves. */
const MoveEntrySchema = v.object({
  kind: v.picklist([...MOVE_KINDS, 'roll-number', 'section']),
  from: v.string(),
  to: v.string(),
  reason: v.string(),
  by: v.string(),
  at: v.string(),
});
export type MoveEntry = v.InferOutput<typeof MoveEntrySchema>;

/** GET /api/app/students/{id}: the admission record (Aadhaar masked), section, contacts, results, fees and moves. */
export const StudentProfileSchema = v.object({
  student: v.object({
    ...DirectoryRowSchema.entries,
    gender: v.string(),
    email: v.nullable(v.string()),
    mobile: v.nullable(v.string()),
    dateOfBirth: v.nullable(v.string()),
  }),
  admission: v.nullable(
    v.object({
      adminNo: v.string(),
      academicYear: v.string(),
      dateOfAdmission: v.string(),
      admissionType: v.string(),
      category: v.string(),
      aadhaar: v.string(),
      fatherName: v.string(),
      /** The photo's public file id (`fileUrl`), or null. */
      photoFileId: v.nullable(v.string()),
    }),
  ),
  results: v.array(v.object({ examTitle: v.string(), subjects: v.number(), failed: v.number() })),
  fees: v.array(v.object({ receiptNo: v.string(), paidAt: v.string(), amountPaise: v.number() })),
  moves: v.array(MoveEntrySchema),
});
export type StudentProfile = v.InferOutput<typeof StudentProfileSchema>;
