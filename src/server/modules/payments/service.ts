/**
 * The payments module's door: what other modules use of it. The dashboards read the money figures, the exam
 * cell its fee lines, dues and settlements; the SQL is in the files named below.
 */
export { FEE_FIGURES, studentsOwingFees } from './fee-totals-store';
/** The exam cell's fee lines (exam fee, attendance condonation), which exam registration makes and reads. */
export { condonationFeesOf, condonationPaid, examFeesOf, syncExamFeeLines } from './exam-fees';
export { settledOnLineSql } from './order-lines';
/** What a due is relieved of (concessions, fine waivers, the state's reimbursement) and, with payments, covered by. */
export { coveredOnLineSql, reliefOnLineSql } from './fee-reliefs-sql';
/** What a settled payment tells other modules (the payments module's `settled` listener). */
export type { FeeSettlement } from './confirm-charge';
/** Charges other modules raise on a student (library fines), paid as any fee line. */
export {
  chargesCovered,
  raiseStudentCharge,
  raiseStudentCharges,
  withdrawUnpaidCharge,
  type StudentCharge,
} from './student-charges';
