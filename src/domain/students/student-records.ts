import type { MoveKind, StudentStatus } from './student-moves';

/** One row of the directory. */
export interface DirectoryRow {
  id: number;
  rollNo: string;
  fullName: string;
  adminNo: string | null;
  degree: string;
  batch: string;
  branch: string;
  section: string | null;
  semester: number;
  status: StudentStatus;
}

export interface DirectoryPage {
  rows: DirectoryRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** One entry of a student's history of moves. */
export interface MoveEntry {
  kind: MoveKind | 'roll-number' | 'section';
  from: string;
  to: string;
  reason: string;
  by: string;
  at: string;
}

/** A student's profile: the admission record (Aadhaar masked), section, contacts, results, fees and moves. */
export interface StudentProfile {
  student: DirectoryRow & { gender: string; email: string | null; mobile: string | null; dateOfBirth: string | null };
  admission: {
    adminNo: string;
    academicYear: string;
    dateOfAdmission: string;
    admissionType: string;
    category: string;
    aadhaar: string;
    fatherName: string;
    /** The photo's public file id (`fileUrl`), or null. */
    photoFileId: string | null;
  } | null;
  results: { examTitle: string; subjects: number; failed: number }[];
  fees: { receiptNo: string; paidAt: string; amountPaise: number }[];
  moves: MoveEntry[];
}
