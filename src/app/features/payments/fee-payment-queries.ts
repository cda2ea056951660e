import { queryOptions } from '@tanstack/react-query';
import { FLOW_INFO, type PaymentFlow } from '../../../domain/payments/flows';
import { FEE_MESSAGES as M } from '../../../domain/payments/messages';
import { isSafePaymentLink } from '../../../domain/payments/payment-link';
import type { ConfirmedStatus, StartedPayment } from '../../../domain/payments/payment-answers';
import type { PayRequestInput, SelfPayRequestInput } from '../../../domain/payments/schemas';
import { appApi } from '../../lib/http';
import { parsedAnswer } from '../../lib/parsed-answer';

export type { ConfirmedStatus, StartedPayment };

// The answers' schemas load with the answers, not with the screens (the Pay page and the result pages are a
// page's first download).
const answers = () => import('../../../domain/payments/payment-answers');

export const feePaymentKeys = {
  all: ['fees'] as const,
  myDetails: () => [...feePaymentKeys.all, 'my-details'] as const,
  linkedStudents: () => [...feePaymentKeys.all, 'linked-students'] as const,
};

/** §7 getStudentsFeePaymentDetails without an order: the signed-in student's lines, due and paid (paise). */
export const myFeeDetailsQuery = () =>
  queryOptions({
    queryKey: feePaymentKeys.myDetails(),
    queryFn: () =>
      parsedAnswer(
        answers().then((m) => m.FeePaymentDetailsSchema),
        appApi.get('getStudentsFeePaymentDetails').json(),
      ),
    staleTime: 0,
  });

/** A parent's linked children, each with their fee lines (GET getLinkedStudentsFeeDetails). */
export const linkedStudentsFeesQuery = () =>
  queryOptions({
    queryKey: feePaymentKeys.linkedStudents(),
    queryFn: () =>
      parsedAnswer(
        answers().then((m) => m.LinkedStudentsFeesSchema),
        appApi.get('getLinkedStudentsFeeDetails').json(),
      ),
    staleTime: 0,
  });

/**
 * The started payment, if the browser may go to its paymentLink: an http(s) address on the gateway's payment
 * page origin. Anything else (a javascript: address, another site) fails with a message instead of being opened.
 */
async function openable(answer: Promise<unknown>): Promise<StartedPayment> {
  const started = await parsedAnswer(
    answers().then((m) => m.StartedPaymentSchema),
    answer,
  );
  if (!isSafePaymentLink(started.paymentLink, started.paymentLinkOrigin)) throw new Error(M.paymentLinkRefused);
  return started;
}

/**
 * Pay: the server makes the order (one or more lines; a parent names the child's roll number) and its one
 * gateway charge; the browser then goes to its paymentLink.
 */
export const payFee = (body: PayRequestInput) => openable(appApi.post('payFee', { json: body, retry: 0 }).json());

export const applicantFeeDetails = (body: { admissionNo: string; dateOfBirth: string }) =>
  parsedAnswer(
    answers().then((m) => m.FeePaymentDetailsSchema),
    appApi.post('getApplicantFeePaymentDetails', { json: body }).json(),
  );

export const payNewAdmissionFee = (body: SelfPayRequestInput) =>
  openable(appApi.post('payNewAdmissionFee', { json: body, retry: 0 }).json());

/** A result page's fee details: the order's line, asked with the order id + charge uuid pair. */
export const orderFeeDetails = (rollNo: string, orderId: string, transactionId: string) =>
  parsedAnswer(
    answers().then((m) => m.FeePaymentDetailsSchema),
    appApi.get('getStudentsFeePaymentDetails', { searchParams: { rollNo, orderId, transactionId } }).json(),
  );

/** What the server confirmed with the gateway (never the query string). */
export const recordTransactionStatus = (flow: PaymentFlow, query: Record<string, string>) =>
  parsedAnswer(
    answers().then((m) => m.ConfirmedStatusSchema),
    appApi.get(FLOW_INFO[flow].statusCall, { searchParams: query, timeout: 40_000 }).json(),
  );

/** The save call of a flow: the receipt PDF as base64 (answer shapes as §7 has them). */
export async function saveFeeCollection(
  flow: PaymentFlow,
  records: object[],
  user: { userName: string; userMail: string },
): Promise<string> {
  const info = FLOW_INFO[flow];
  const searchParams = { userName: user.userName, userMail: user.userMail, receiptNo: '', remarks: '' };
  const json = flow === 'newAdmission' ? records[0] : records;
  const res = appApi.post(info.saveCall, { searchParams, json });
  if (!info.answerField) return (await res.text()).trim();
  if (info.answerField === 'b64')
    return (
      await parsedAnswer(
        answers().then((m) => m.ExamReceiptSavedSchema),
        res.json(),
      )
    ).b64;
  return (
    await parsedAnswer(
      answers().then((m) => m.SelfReceiptSavedSchema),
      res.json(),
    )
  ).base64;
}
