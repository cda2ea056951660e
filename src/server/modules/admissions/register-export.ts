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
  // §5 first form fields, after the register's own columns so existing column positions stay.
  { header: "Guardian's Name", width: 24, value: (e) => e.applicationFormExcelM.guardianName },
  { header: "Guardian's Mobile", width: 14, value: (e) => e.applicationFormExcelM.guardianPhoneNo },
  { header: "Guardian's Address", width: 30, value: (e) => e.applicationFormExcelM.guardianAddress },
  { header: 'Parent Email', width: 24, value: (e) => e.applicationFormExcelM.fatherEmailId },
  { header: 'Landline', width: 14, value: (e) => e.applicationFormExcelM.landLineNumber },
  { header: 'Door No', width: 10, value: (e) => e.applicationFormExcelM.permanentAddress.doorNo },
  { header: 'Village', width: 16, value: (e) => e.applicationFormExcelM.permanentAddress.village },
  { header: 'Mandal', width: 16, value: (e) => e.applicationFormExcelM.permanentAddress.mandal },
  { header: 'District', width: 16, value: (e) => e.applicationFormExcelM.permanentAddress.district },
  { header: 'State', width: 14, value: (e) => e.applicationFormExcelM.permanentAddress.state },
  { header: 'Pincode', width: 9, value: (e) => e.applicationFormExcelM.permanentAddress.pincode },
  { header: 'Last Attended Institute', width: 28, value: (e) => e.applicationFormExcelM.previousInstitution },
  { header: 'Board', width: 16, value: (e) => e.applicationFormExcelM.board },
  { header: 'School Name', width: 24, value: (e) => e.applicationFormExcelM.schoolName },
  { header: 'Institution', width: 24, value: (e) => e.applicationFormExcelM.institution },
  { header: 'Year of Pass', width: 9, value: (e) => e.applicationFormExcelM.yearOfPass },
  { header: 'Total Marks', width: 9, value: (e) => e.applicationFormExcelM.totalMarksInter },
  { header: 'Marks Obtained', width: 9, value: (e) => e.applicationFormExcelM.marksSecured },
  { header: 'Grade Points', width: 9, value: (e) => e.applicationFormExcelM.gradePoints },
  { header: 'Annual Income (Rs)', width: 12, value: (e) => e.applicationFormExcelM.annualIncome },
  { header: 'Distance from Residence (km)', width: 10, value: (e) => e.applicationFormExcelM.distanceFromResidence },
  { header: 'Bank Account No', width: 14, value: (e) => e.applicationFormExcelM.bankAccount },
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
