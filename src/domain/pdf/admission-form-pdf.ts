import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { maskAadhaar, maskBankAccount } from '../admissions/aadhaar-mask';
import { choiceLabel, GENDER_LABELS, KNOWING_LABELS } from '../admissions/choices';
import { displayDate } from '../admissions/admission-dates';
import type { Address, ApplicationFormData } from '../admissions/application-form';
import { drawGeneratedNote, drawLetterhead, PAGE_MARGIN_MM, type Letterhead } from './letterhead';
import type { PdfShaper } from './pdf-text';
import { withShapedCells } from './shaped-cells';

export interface AdmissionPdfInput {
  /** The saved record; its Aadhaar number is printed masked (the PDF leaves the clerk's hands). */
  record: ApplicationFormData;
  adminNo: string;
  rollNumber: string;
  academicYear: string;
  /** The passport photo; PNG or JPEG bytes (other images are noted as kept on file). */
  photo?: { bytes: Uint8Array; format: 'PNG' | 'JPEG' } | null;
  hasPhotoOnFile?: boolean;
}

export interface AdmissionPdfHeading extends Letterhead {
  generatedAt: Date;
}

const PHOTO_W = 30;
const PHOTO_H = 36;

const addressText = (a: Address) =>
  [a.doorNo && `D.No ${a.doorNo}`, a.street, a.village, a.mandal, a.district, a.state, a.pincode]
    .filter(Boolean)
    .join(', ');

type Pair = [string, string];

/** Two label-value pairs per row, the way the college's paper form is laid out. */
function section(doc: jsPDF, shaper: PdfShaper, title: string, pairs: Pair[], startY: number, right = 0): number {
  const rows: string[][] = [];
  for (let i = 0; i < pairs.length; i += 2) rows.push([...pairs[i]!, ...(pairs[i + 1] ?? ['', ''])]);
  autoTable(
    doc,
    withShapedCells(doc, shaper, {
      startY,
      margin: { left: PAGE_MARGIN_MM, right: PAGE_MARGIN_MM + right },
      theme: 'grid',
      head: [[{ content: title, colSpan: 4 }]],
      headStyles: { fillColor: [33, 93, 110], fontSize: 9.5 },
      styles: { fontSize: 8, cellPadding: 0.8, overflow: 'linebreak' },
      columnStyles: { 0: { fontStyle: 'bold', cellWidth: 34 }, 2: { fontStyle: 'bold', cellWidth: 34 } },
      body: rows,
    }),
  );
  return (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 3;
}

/**
 * The admission form PDF (§4 after a save; the register prints it again): letterhead, photo and every
 * field of the record, Aadhaar masked. Pure jsPDF, so the server and a device draw the same document. Names and
 * addresses in Telugu or Devanagari are shaped by `shaper` (see pdf-text.ts).
 */
export function buildAdmissionFormPdf(
  input: AdmissionPdfInput,
  heading: AdmissionPdfHeading,
  shaper?: PdfShaper,
): ArrayBuffer {
  const { record: r } = input;
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  doc.setProperties({ title: `Admission Form ${input.adminNo}`, subject: 'Admission form' });
  let y = drawLetterhead(doc, heading, 'ADMISSION FORM', shaper);
  const pageWidth = doc.internal.pageSize.getWidth();
  const photoX = pageWidth - PAGE_MARGIN_MM - PHOTO_W;
  if (input.photo) doc.addImage(input.photo.bytes, input.photo.format, photoX, y, PHOTO_W, PHOTO_H);
  else {
    doc.setDrawColor(150).rect(photoX, y, PHOTO_W, PHOTO_H);
    doc.setFont('helvetica', 'normal').setFontSize(8);
    doc.text(input.hasPhotoOnFile ? 'Photo on file' : 'Photo', photoX + PHOTO_W / 2, y + PHOTO_H / 2, {
      align: 'center',
    });
  }
  const top = section(
    doc,
    shaper,
    'Admission',
    [
      ['Admission No', input.adminNo],
      ['Roll Number', input.rollNumber],
      ['Date of Admission', displayDate(r.dateOfAdmission)],
      ['Academic Year', input.academicYear],
      ['Course', r.courseAppliedFor],
      ['Batch', r.batch],
      ['Branch', r.branch],
      ['Semester', r.semester],
      ['Regulation', r.regulation],
      ['Admission Type', r.admissionType],
      ['Seat Type', r.seatType],
      ['Lateral Entry', r.lateralEntry],
    ],
    y,
    PHOTO_W + 4,
  );
  y = Math.max(top, y + PHOTO_H + 4);
  y = section(
    doc,
    shaper,
    'Student',
    [
      ['Full Name', r.name],
      ['Gender', choiceLabel(GENDER_LABELS, r.gender)],
      ['Date of Birth', displayDate(r.dateOfBirth)],
      ['Aadhaar No', maskAadhaar(r.aadharNo)],
      ['Mobile', r.studentContactNo],
      ['Email', r.emailId],
      ['Landline', r.landLineNumber],
      ['Blood Group', r.bloodGroup],
      ['Mother Tongue', r.motherTongue],
      ['Nationality', r.nationality],
      ['Religion', r.religion],
      ['Caste Category', r.category],
      ['Sub Caste', r.subCaste],
      ['Identification Marks', [r.identificationMarksA, r.identificationMarksB].filter(Boolean).join('; ')],
      ['Physically Handicapped', r.physicallyChallanged],
      ['Sports / NCC', r.belongsToSportsNcc],
      ['Hostler', r.isHostler],
      ['Ration Card No', r.rationCardNo],
      ['Distance from Residence (km)', r.distanceFromResidence],
      ['Bank Account No', maskBankAccount(r.bankAccount)],
    ],
    y,
  );
  y = section(
    doc,
    shaper,
    'Parents and Guardian',
    [
      ["Father's Name", r.fathersName],
      ["Mother's Name", r.mothersName],
      ["Father's Mobile", r.fatherContactNo],
      ["Mother's Mobile", r.motherContactNo],
      ["Father's Occupation", r.occupationOfFather],
      ["Mother's Occupation", r.occupationOfMother],
      ['Parent Email', r.fatherEmailId],
      ['Annual Income', r.annualIncome],
      ["Guardian's Name", r.guardianName],
      ["Guardian's Mobile", r.guardianPhoneNo],
      ["Guardian's Address", r.guardianAddress],
    ],
    y,
  );
  y = section(
    doc,
    shaper,
    'Addresses',
    [
      ['Permanent Address', addressText(r.permanentAddress)],
      ['Present Address', addressText(r.presentAddress)],
    ],
    y,
  );
  y = section(
    doc,
    shaper,
    'Previous Education',
    [
      ['Entrance Type', r.entranceType],
      ['Hall Ticket No', r.hallTicketNo],
      ['Rank', r.rank],
      ['Previous Institution', r.previousInstitution],
      ['Board', r.board],
      ['School Name', r.schoolName],
      ['Institution', r.institution],
      ['Year of Pass', r.yearOfPass],
      ['Grade Points', r.gradePoints],
      ['SSC Marks', r.sscMarks],
      ['SSC Percentage', r.sscPercentage],
      ['Marks Obtained', r.marksSecured],
      ['Total Marks', r.totalMarksInter],
      ['Percentage', r.percentageOfMarks],
      ['Division', r.division],
      ['Knew About Us From', choiceLabel(KNOWING_LABELS, r.knowingAboutInstitute)],
      ['Other', r.otherIfAny],
    ],
    y,
  );
  section(
    doc,
    shaper,
    'Fees',
    [
      ['Fee Commitment (Rs)', r.feeCommitment],
      ['Paid by Student (Rs)', r.studentPaidamount],
      ['Scholarship', r.scholarShip],
      ['Certificates Submitted', r.certificateSubmission],
      ['Agent', r.agent],
      ['Agent Amount (Rs)', r.agentAmount],
    ],
    y,
  );
  // One page, nothing overleaf: the plain computer-generated note.
  drawGeneratedNote(doc, heading.generatedAt);
  return doc.output('arraybuffer');
}
