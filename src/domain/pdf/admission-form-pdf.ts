import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { maskAadhaar, maskBankAccount } from '../admissions/aadhaar-mask';
import { ADMISSION_PDF_LABELS as L, english, type Translate } from '../admissions/admission-pdf-labels';
import { choiceLabel, GENDER_LABELS, KNOWING_LABELS, YES_NO } from '../admissions/choices';
import { displayDate } from '../admissions/admission-dates';
import { pdfFootWords } from '../i18n/pdf-foot';
import type { Address, ApplicationFormData } from '../admissions/application-form';
import { drawGeneratedNote, drawLetterhead, PAGE_MARGIN_MM, type Letterhead } from './letterhead';
import { drawText, type PdfShaper } from './pdf-text';
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

/**
 * The words an admission form prints in the reader's language. A caller hands them to the shaper's loader with the
 * record, so Telugu or Hindi labels get their fonts even when every name is Latin.
 */
export const admissionFormPdfWords = (translate: Translate): string[] =>
  Object.values(L)
    .map((word) => translate(word))
    .concat(pdfFootWords(translate));

/** Two label-value pairs per row, the way the college's paper form is laid out; the title and labels translated. */
function section(
  doc: jsPDF,
  shaper: PdfShaper,
  translate: Translate,
  title: string,
  pairs: Pair[],
  startY: number,
  right = 0,
): number {
  const rows: string[][] = [];
  const cells = pairs.map(([label, value]): Pair => [translate(label), value]);
  for (let i = 0; i < cells.length; i += 2) rows.push([...cells[i]!, ...(cells[i + 1] ?? ['', ''])]);
  autoTable(
    doc,
    withShapedCells(doc, shaper, {
      startY,
      margin: { left: PAGE_MARGIN_MM, right: PAGE_MARGIN_MM + right },
      theme: 'grid',
      head: [[{ content: translate(title), colSpan: 4 }]],
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
 * addresses in Telugu or Devanagari are shaped by `shaper` (see pdf-text.ts). Labels and chosen answers are printed
 * through `translate` (the reader's language; English without it, the same bytes as before).
 */
export function buildAdmissionFormPdf(
  input: AdmissionPdfInput,
  heading: AdmissionPdfHeading,
  shaper?: PdfShaper,
  translate: Translate = english,
): ArrayBuffer {
  const { record: r } = input;
  // A chosen answer prints in the reader's language; a value outside its list prints as stored.
  const yesNo = (value: string) => ((YES_NO as readonly string[]).includes(value) ? translate(value) : value);
  const choice = (labels: Readonly<Record<string, string>>, code: string) =>
    Object.hasOwn(labels, code) ? translate(choiceLabel(labels, code)) : code;
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  doc.setProperties({ title: `Admission Form ${input.adminNo}`, subject: 'Admission form' });
  let y = drawLetterhead(doc, heading, translate(L.title), shaper);
  const pageWidth = doc.internal.pageSize.getWidth();
  const photoX = pageWidth - PAGE_MARGIN_MM - PHOTO_W;
  if (input.photo) doc.addImage(input.photo.bytes, input.photo.format, photoX, y, PHOTO_W, PHOTO_H);
  else {
    doc.setDrawColor(150).rect(photoX, y, PHOTO_W, PHOTO_H);
    doc.setFont('helvetica', 'normal').setFontSize(8);
    const photo = translate(input.hasPhotoOnFile ? L.photoOnFile : L.photo);
    drawText(doc, shaper, photo, photoX + PHOTO_W / 2, y + PHOTO_H / 2, { align: 'center' });
  }
  const top = section(
    doc,
    shaper,
    translate,
    L.admissionSection,
    [
      [L.admissionNo, input.adminNo],
      [L.rollNumber, input.rollNumber],
      [L.dateOfAdmission, displayDate(r.dateOfAdmission)],
      [L.academicYear, input.academicYear],
      [L.course, r.courseAppliedFor],
      [L.batch, r.batch],
      [L.branch, r.branch],
      [L.semester, r.semester],
      [L.regulation, r.regulation],
      [L.admissionType, r.admissionType],
      [L.seatType, r.seatType],
      [L.lateralEntry, yesNo(r.lateralEntry)],
    ],
    y,
    PHOTO_W + 4,
  );
  y = Math.max(top, y + PHOTO_H + 4);
  y = section(
    doc,
    shaper,
    translate,
    L.studentSection,
    [
      [L.fullName, r.name],
      [L.gender, choice(GENDER_LABELS, r.gender)],
      [L.dateOfBirth, displayDate(r.dateOfBirth)],
      [L.aadhaarNo, maskAadhaar(r.aadharNo)],
      [L.mobile, r.studentContactNo],
      [L.email, r.emailId],
      [L.landline, r.landLineNumber],
      [L.bloodGroup, r.bloodGroup],
      [L.motherTongue, r.motherTongue],
      [L.nationality, r.nationality],
      [L.religion, r.religion],
      [L.casteCategory, r.category],
      [L.subCaste, r.subCaste],
      [L.identificationMarks, [r.identificationMarksA, r.identificationMarksB].filter(Boolean).join('; ')],
      [L.physicallyHandicapped, yesNo(r.physicallyChallanged)],
      [L.sportsNCC, yesNo(r.belongsToSportsNcc)],
      [L.hostler, yesNo(r.isHostler)],
      [L.rationCardNo, r.rationCardNo],
      [L.distanceFromResidenceKm, r.distanceFromResidence],
      [L.bankAccountNo, maskBankAccount(r.bankAccount)],
    ],
    y,
  );
  y = section(
    doc,
    shaper,
    translate,
    L.parentsSection,
    [
      [L.fathersName, r.fathersName],
      [L.mothersName, r.mothersName],
      [L.fathersMobile, r.fatherContactNo],
      [L.mothersMobile, r.motherContactNo],
      [L.fathersOccupation, r.occupationOfFather],
      [L.mothersOccupation, r.occupationOfMother],
      [L.parentEmail, r.fatherEmailId],
      [L.annualIncome, r.annualIncome],
      [L.guardiansName, r.guardianName],
      [L.guardiansMobile, r.guardianPhoneNo],
      [L.guardiansAddress, r.guardianAddress],
    ],
    y,
  );
  y = section(
    doc,
    shaper,
    translate,
    L.addressesSection,
    [
      [L.permanentAddress, addressText(r.permanentAddress)],
      [L.presentAddress, addressText(r.presentAddress)],
    ],
    y,
  );
  y = section(
    doc,
    shaper,
    translate,
    L.educationSection,
    [
      [L.entranceType, r.entranceType],
      [L.hallTicketNo, r.hallTicketNo],
      [L.rank, r.rank],
      [L.previousInstitution, r.previousInstitution],
      [L.board, r.board],
      [L.schoolName, r.schoolName],
      [L.institution, r.institution],
      [L.yearOfPass, r.yearOfPass],
      [L.gradePoints, r.gradePoints],
      [L.sscMarks, r.sscMarks],
      [L.sscPercentage, r.sscPercentage],
      [L.marksObtained, r.marksSecured],
      [L.totalMarks, r.totalMarksInter],
      [L.percentage, r.percentageOfMarks],
      [L.division, r.division],
      [L.knewAboutUsFrom, choice(KNOWING_LABELS, r.knowingAboutInstitute)],
      [L.other, r.otherIfAny],
    ],
    y,
  );
  section(
    doc,
    shaper,
    translate,
    L.feesSection,
    [
      [L.feeCommitmentRs, r.feeCommitment],
      [L.paidByStudentRs, r.studentPaidamount],
      [L.scholarship, yesNo(r.scholarShip)],
      [L.certificatesSubmitted, yesNo(r.certificateSubmission)],
      [L.agent, r.agent],
      [L.agentAmountRs, r.agentAmount],
    ],
    y,
  );
  // One page, nothing overleaf: the plain computer-generated note.
  drawGeneratedNote(doc, heading.generatedAt, { shaper, translate });
  return doc.output('arraybuffer');
}
