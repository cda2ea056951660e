import { displayDate } from '../../../domain/admissions/admission-dates';
import type { AdmissionEntry } from '../../../domain/admissions/admission-record';
import { addTableSheet, exportWorkbook, workbookBytes } from '../../sheets/table-workbook';

const COLUMNS: { header: string; width: number; value: (e: AdmissionEntry) => string }[] = [
  { header: 'Admission No', width: 14, value: (e) => e.adminNo },
  { header: 'Roll Number', width: 14, value: (e) => e.rollNumber },
  { header: 'Name', width: 28, value: (e) => e.name },
  { header: 'Gender', width: 9, value: (e) => e.gender },
  { header: 'Course', width: 10, value: (e) => e.courseAppliedFor },
  { header: 'Batch', width: 11, value: (e) => e.batch },
  { header: 'Branch', width: 9, value: (e) => e.branch },
  { header: 'Admission Type', width: 16, value: (e) => e.admissionType },
  { header: 'Seat Type', width: 14, value: (e) => e.seatType },
  { header: 'Category', width: 10, value: (e) => e.category },
  { header: 'Academic Year', width: 12, value: (e) => e.academicYear },
  { header: 'Date of Admission', width: 14, value: (e) => displayDate(e.dateOfAdmission) },
  { header: 'Aadhaar No', width: 16, value: (e) => e.applicationFormExcelM.aadharNo },
  { header: "Father's Name", width: 24, value: (e) => e.applicationFormExcelM.fathersName },
  { header: 'Agent', width: 16, value: (e) => e.agent },
  { header: 'Fee Commitment (Rs)', width: 14, value: (e) => e.applicationFormExcelM.feeCommitment },
  { header: 'Paid (Rs)', width: 12, value: (e) => e.applicationFormExcelM.studentPaidamount },
  { header: 'Certificates Submitted', width: 12, value: (e) => e.certificateSubmission },
];

/** The register's filtered list as an .xlsx workbook (Aadhaar masked, as everywhere in the register). */
export async function admissionsWorkbook(entries: readonly AdmissionEntry[], title: string): Promise<Buffer> {
  const book = exportWorkbook();
  const sheet = addTableSheet(
    book,
    'Admissions',
    COLUMNS.map((c, i) => ({ header: c.header, key: `c${String(i)}`, width: c.width })),
    { title, filter: true },
  );
  for (const e of entries) sheet.addRow(COLUMNS.map((c) => c.value(e)));
  return workbookBytes(book);
}
