import { Hono, type Context } from 'hono';
import { collegeDay } from '../../../domain/calendar/college-time';
import { PARENT_ROLES } from '../../../domain/auth/access';
import { FEE_STAFF_ROLES } from '../../../domain/payments/access';
import { FEE_MESSAGES as M } from '../../../domain/payments/messages';
import { nameInitials } from '../../../domain/payments/name-initials';
import {
  ApplicantIdentitySchema,
  PayRequestSchema,
  SelfPayRequestSchema,
  type LinkedStudentFees,
} from '../../../domain/payments/schemas';
import type { AppEnv } from '../../auth/session-user';
import { feeTypes } from '../../db/schema';
import { idempotencyExempt } from '../../http/idempotency';
import { IDEMPOTENCY_HEADER } from '../../../domain/idempotency';
import { tooManyAttempts } from '../../http/attempt-limit';
import { validate } from '../../http/validate';
import { studentIdOfAdmission } from '../admissions/service';
import { linkedStudentIds } from '../parents/service';
import { feeDetailsOf, orderByPair, studentById, studentByRollNo, studentOfUser, type StudentRow } from './fee-details';
import { examFeeEntitled } from './exam-fees';
import { orderLinesOrOwn } from './order-lines';
import { feeDetailsWithFines, payerLines } from './payable-fines';
import type { PayDeps } from './pay-context';
import { PaymentRefused, startPayment } from './start-payment';

const STUDENT_FLOWS = ['general', 'miscellaneous', 'exam'] as const;
const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

/**
 * The applicant with this admission number and date of birth (both must match; the answer never says which
 * is wrong). The number is an admission form's (admissions.admin_no, whatever roll number the student has
 * since) or the students row's roll number (applicants entered before the admission form, like the demo's).
 */
async function applicant(deps: PayDeps, admissionNo: string, dateOfBirth: string): Promise<StudentRow | null> {
  const admitted = await studentIdOfAdmission(deps.db, admissionNo);
  const student =
    admitted === null ? await studentByRollNo(deps.db, admissionNo) : await studentById(deps.db, admitted);
  return student && student.dateOfBirth === dateOfBirth ? student : null;
}

type Identified = { student: StudentRow; denied?: never } | { student?: never; denied: Response };

/**
 * Identifies the applicant behind the attempt limits (docs/limits.md, "Applicant self payment"): each try
 * is counted per admission number and per client address before the check, and taken back when it
 * matches. An admission number with too many misses is refused (429) even with the right date of birth;
 * unknown numbers are counted and answered exactly like wrong dates of birth.
 */
async function identify(deps: PayDeps, c: Context, admissionNo: string, dateOfBirth: string): Promise<Identified> {
  const attempt = await deps.applicantLimits.begin(deps.address(c), admissionNo.trim().toUpperCase());
  if (!attempt.allowed) return { denied: tooManyAttempts(c, attempt.retryAfterMs) };
  const student = await applicant(deps, admissionNo, dateOfBirth);
  if (!student) return { denied: c.json({ message: M.applicantNoMatch }, 404) };
  await attempt.succeeded();
  return { student };
}

/**
 * The student whose fees the signed-in user may see and pay: their own (a student), or a linked child's
 * (a parent naming the child's roll number). Anyone else, and any roll number not linked, gets null — the
 * same answer whether the roll number exists or not.
 */
async function payerStudent(
  db: PayDeps['db'],
  user: { id: number; roles: readonly string[] },
  rollNo: string | null,
): Promise<StudentRow | null> {
  const own = await studentOfUser(db, user.id);
  if (own && (!rollNo || rollNo === own.rollNo)) return own;
  if (!rollNo || !user.roles.some((r) => PARENT_ROLES.includes(r as never))) return null;
  const child = await studentByRollNo(db, rollNo);
  return child && (await linkedStudentIds(db, user.id)).includes(child.id) ? child : null;
}

/** What is due, choosing a fee and paying it (§7 getFeesToAllot, getStudentsFeePaymentDetails; Pay). */
export function feePayRoutes(deps: PayDeps) {
  const { db } = deps;
  const today = () => collegeDay(deps.confirm.clock());
  const refused = (c: Context, err: unknown) => {
    if (err instanceof PaymentRefused) return c.json({ message: err.message }, err.status);
    throw err;
  };
  return (
    new Hono<AppEnv>()
      .get('/getFeesToAllot', async (c) => {
        const rows = await db.select({ name: feeTypes.name }).from(feeTypes).orderBy(feeTypes.sortOrder);
        return c.json(rows.map((r) => r.name));
      })
      .get('/getStudentsFeePaymentDetails', async (c) => {
        noStore(c);
        const rollNo = (c.req.query('rollNo') ?? '').trim().toUpperCase();
        const orderId = (c.req.query('orderId') ?? '').trim();
        if (orderId) {
          // A result page (public): only the orderId + transaction id pair of one order reveals it.
          const order = await orderByPair(db, orderId, (c.req.query('transactionId') ?? '').trim());
          if (!order || (rollNo && order.rollNo !== rollNo)) return c.json({ message: M.orderNotFound }, 404);
          const student = await studentByRollNo(db, order.rollNo);
          const details = await feeDetailsOf(db, student!);
          // Every line the order pays, each with the order's amount, status and charge.
          const lines = await orderLinesOrOwn(db, order);
          return c.json(
            lines.flatMap((l) => {
              const line = details.find((d) => d.structureId === l.feeStructureId);
              if (!line) return [];
              const { structureId: _, ...detail } = line;
              return [
                {
                  ...detail,
                  orderId: order.orderId,
                  orderAmount: order.amountPaise,
                  orderLineAmount: l.amountPaise,
                  orderStatus: order.status,
                  chargeUuid: order.chargeUuid,
                  semester: l.semester,
                },
              ];
            }),
          );
        }
        // Without an order: one's own details (a student) or anyone's (fee staff). Anything else is answered as
        // not found, so the call tells nobody which roll numbers exist.
        const user = c.get('user');
        if (!user) return c.json({ message: M.orderNotFound }, 404);
        const staff = user.roles.some((r) => FEE_STAFF_ROLES.includes(r as never));
        const student =
          (await payerStudent(db, user, rollNo || null)) ??
          (staff && rollNo ? await studentByRollNo(db, rollNo) : null);
        if (!student) return c.json({ message: M.unknownStudent }, 404);
        return c.json(payerLines(await feeDetailsWithFines(db, student, STUDENT_FLOWS, today())));
      })
      // A parent's fee screen: each linked child with their fee lines (nothing of any other student).
      .get('/getLinkedStudentsFeeDetails', async (c) => {
        noStore(c);
        const children = (
          await Promise.all((await linkedStudentIds(db, c.get('user')!.id)).map((id) => studentById(db, id)))
        ).filter((child): child is StudentRow => child !== null);
        const answer: LinkedStudentFees[] = await Promise.all(
          children.map(async (child) => ({
            rollNo: child.rollNo,
            fullName: child.fullName,
            lines: payerLines(await feeDetailsWithFines(db, child, STUDENT_FLOWS, today())),
          })),
        );
        return c.json(answer);
      })
      .post('/payFee', idempotencyExempt.notReplayable, validate('json', PayRequestSchema), async (c) => {
        const body = c.req.valid('json');
        const student = await payerStudent(db, c.get('user')!, body.rollNo);
        if (!student)
          return body.rollNo ? c.json({ message: M.unknownStudent }, 404) : c.json({ message: M.notEntitled }, 403);
        if (!(await examFeeEntitled(db, student, body.lines))) return c.json({ message: M.notEntitled }, 403);
        try {
          const started = await startPayment(db, deps.confirm, {
            student,
            flows: STUDENT_FLOWS,
            lines: body.lines,
            amountPaise: body.amount,
            requestKey: c.req.header(IDEMPOTENCY_HEADER) ?? null,
            createdBy: c.get('user')!.id,
            publicUrl: deps.publicUrl,
            paymentLinkOrigin: deps.paymentLinkOrigin,
          });
          return c.json(started, 201);
        } catch (err) {
          return refused(c, err);
        }
      })
      .post(
        '/getApplicantFeePaymentDetails',
        idempotencyExempt.readOnly,
        validate('json', ApplicantIdentitySchema),
        async (c) => {
          noStore(c);
          const { admissionNo, dateOfBirth } = c.req.valid('json');
          const { student, denied } = await identify(deps, c, admissionNo, dateOfBirth);
          if (denied) return denied;
          // Initials only: the applicant recognises the admission; whoever guessed the pair learns no name.
          return c.json(
            (await feeDetailsOf(db, student, ['newAdmission'])).map(({ structureId: _, ...d }) => ({
              ...d,
              studentName: nameInitials(d.studentName),
            })),
          );
        },
      )
      .post(
        '/payNewAdmissionFee',
        idempotencyExempt.notReplayable,
        validate('json', SelfPayRequestSchema),
        async (c) => {
          const body = c.req.valid('json');
          const { student, denied } = await identify(deps, c, body.admissionNo, body.dateOfBirth);
          if (denied) return denied;
          const [line] = (await feeDetailsOf(db, student, ['newAdmission'])).filter((l) => l.due > 0);
          if (!line) return c.json({ message: M.notEntitled }, 409);
          try {
            const started = await startPayment(db, deps.confirm, {
              student,
              flows: ['newAdmission'],
              lines: [{ feeType: line.feeType, semester: line.semester, item: line.item }],
              amountPaise: body.amount,
              requestKey: c.req.header(IDEMPOTENCY_HEADER) ?? null,
              createdBy: null,
              publicUrl: deps.publicUrl,
              paymentLinkOrigin: deps.paymentLinkOrigin,
            });
            return c.json(started, 201);
          } catch (err) {
            return refused(c, err);
          }
        },
      )
  );
}
