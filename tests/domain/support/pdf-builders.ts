import {
  EMPTY_ADDRESS,
  EMPTY_PAYLOAD_TEXT,
  type ApplicationFormData,
} from '../../../src/domain/admissions/application-form';
import { assembleTranscript } from '../../../src/domain/memos/transcript';
import { buildAdmissionFormPdf } from '../../../src/domain/pdf/admission-form-pdf';
import { buildAttendanceRegisterPdf } from '../../../src/domain/pdf/attendance-register-pdf';
import { buildCreditNotePdf } from '../../../src/domain/pdf/credit-note-pdf';
import { buildFeeReceiptPdf } from '../../../src/domain/pdf/fee-receipt-pdf';
import { buildHallTicketsPdf } from '../../../src/domain/pdf/hall-ticket-pdf';
import { buildIssuedDocumentPdf } from '../../../src/domain/pdf/marks-memo-pdf';
import type { PdfShaper } from '../../../src/domain/pdf/pdf-text';
import { buildResultSheetPdf } from '../../../src/domain/pdf/result-sheet-pdf';
import { buildTimetablePdf } from '../../../src/domain/pdf/timetable-pdf';
import { english, type Translate } from '../../../src/domain/i18n/translate';
import { GRADE_POINTS } from '../../../src/domain/results/grade-scale';

/** Who a document is about, and the college and subject names it prints: Latin, Telugu or Devanagari. */
export interface PdfPeople {
  student: string;
  parent: string;
  faculty: string;
  college: string;
  address: string;
  subject: string;
}

export const LATIN_PEOPLE: PdfPeople = {
  student: 'CHARAN PILLAI',
  parent: 'RAMESH PILLAI',
  faculty: 'Dr. Anitha Rao',
  college: 'Demo College of Engineering',
  address: '1-2-3, College Road\nHyderabad 500001',
  subject: 'Operating Systems',
};

const at = new Date('2026-01-01T00:00:00Z');

/** Every PDF builder, each given one document's data naming `p`, drawn with `shaper`, its words through `translate`. */
export function buildEveryPdf(
  p: PdfPeople,
  shaper: PdfShaper,
  translate: Translate = english,
): Record<string, ArrayBuffer> {
  const head = { collegeName: p.college, address: p.address, contacts: ['040-1234567'] };
  const heading = { ...head, generatedAt: at };
  const record = { course: p.subject, courseCode: 'CS401', credits: 3, grade: 'A', gradePoints: 9, status: 'Pass' };
  /** The memo or provisional certificate of the student's one passed course (the degree's every credit). */
  const issued = (kind: 'memo' | 'provisional') => ({
    content: {
      kind,
      name: p.student,
      rollNo: '22B81A0501',
      branch: 'CSE',
      degree: 'B.Tech',
      regulation: 'R22',
      transcript: assembleTranscript(
        [
          {
            examTitle: 'B.Tech Semester 1 (R22) Regular Examinations, May 2023',
            publishedAt: Date.UTC(2023, 5, 1),
            semester: 1,
            semesterName: 'Semester 1',
            courseId: 101,
            code: 'CS101',
            name: p.subject,
            credits: 3,
            grade: 'A',
            gradePoints: GRADE_POINTS.A,
          },
        ],
        { creditsRequired: 3, startYear: 2022, degreeYears: 4 },
      ),
    },
    code: 'K7QM-2XHD-9RTB',
    verifyUrl: 'https://erp.college.example/verify/K7QM-2XHD-9RTB',
    issuedAt: at,
  });
  return {
    resultSheet: buildResultSheetPdf(
      {
        studentName: p.student,
        studentRollNo: '22B81A0501',
        totalCredits: 3,
        earnedCredits: 3,
        passCount: 1,
        failCount: 0,
        listofRecords: [{ examTitle: 'B.Tech II Year II Semester', sgpa: 9, ...record }],
      },
      heading,
      shaper,
      translate,
    ),
    hallTicket: buildHallTicketsPdf(
      'B.Tech II Year II Semester',
      [
        {
          rollNo: '22B81A0501',
          name: p.student,
          branch: 'CSE',
          photo: null,
          subjects: [{ date: '02-03-2026', session: 'FN', code: 'CS401', name: p.subject }],
        },
      ],
      heading,
      shaper,
      translate,
    ),
    feeReceipt: buildFeeReceiptPdf(
      {
        receiptNo: 'R-2026-0001',
        flow: 'general',
        issuedAt: at,
        paidOn: '01-01-2026',
        rollNo: '22B81A0501',
        studentName: p.student,
        course: 'B.Tech',
        batch: '2022',
        branch: 'CSE',
        feeType: 'Tuition Fee',
        semesterName: 'Semester 4',
        item: '',
        amountPaise: 4_500_000,
        lines: [{ semesterName: 'Semester 4', item: '', amountPaise: 4_500_000 }],
        overpaidPaise: 0,
        orderId: 'order_1',
        transactionId: 'pay_1',
        paymentMode: 'UPI',
      },
      head,
      shaper,
      translate,
    ),
    creditNote: buildCreditNotePdf(
      {
        creditNoteNo: 'CN/2026/1',
        recordedAt: '2026-01-01T00:00:00Z',
        recordedBy: p.faculty,
        reason: 'Paid twice',
        amount: 100_000,
        payment: {
          receiptNo: 'R-2026-0001',
          orderId: 'order_1',
          transactionId: 'pay_1',
          rollNo: '22B81A0501',
          studentName: p.student,
          feeType: 'Tuition Fee',
          semester: 'Semester 4',
          amount: 4_500_000,
          paidAt: '2026-01-01T00:00:00Z',
        },
        refundedToDate: 100_000,
      },
      heading,
      shaper,
      translate,
    ),
    timetable: buildTimetablePdf(
      {
        title: 'CSE-A',
        academicYear: '2025-26',
        term: 'odd',
        weekOf: '2026-01-05',
        bell: [],
        days: [
          {
            day: 1,
            name: 'Monday',
            date: '2026-01-05',
            holiday: null,
            entries: [
              {
                slotId: 1,
                from: 1,
                to: 1,
                periods: 'P1',
                startTime: '09:00',
                endTime: '09:50',
                subjectCode: 'CS401',
                subjectName: p.subject,
                sectionLabel: 'CSE-A',
                teacher: p.faculty,
                room: '101',
                kind: 'regular',
                regularTeacher: null,
              },
            ],
          },
        ],
      },
      heading,
      shaper,
      translate,
    ),
    attendanceRegister: buildAttendanceRegisterPdf(
      {
        section: 'CSE-A',
        month: '2026-01',
        columns: [{ date: '2026-01-05', period: 'P1', subjectCode: 'CS401' }],
        rows: [{ rollNo: '22B81A0501', name: p.student, cells: ['P'], present: 1, held: 1, percent: 100 }],
      },
      heading,
      shaper,
      translate,
    ),
    marksMemo: buildIssuedDocumentPdf(issued('memo'), head, shaper, translate),
    provisionalCertificate: buildIssuedDocumentPdf(issued('provisional'), head, shaper, translate),
    admissionForm: buildAdmissionFormPdf(
      {
        record: {
          ...EMPTY_PAYLOAD_TEXT,
          name: p.student,
          fathersName: p.parent,
          courseAppliedFor: 'B.Tech',
          permanentAddress: { ...EMPTY_ADDRESS, village: p.address.split('\n')[0] ?? '', district: 'Hyderabad' },
          presentAddress: EMPTY_ADDRESS,
        } as unknown as ApplicationFormData,
        adminNo: 'A-1',
        rollNumber: '22B81A0501',
        academicYear: '2025-26',
      },
      heading,
      shaper,
      translate,
    ),
  };
}
