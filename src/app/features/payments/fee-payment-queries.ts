import type { PaymentFailureReason } from '../../../domain/payments/payment-failure';
import { queryOptions } from '@tanstack/react-query';
import { FLOW_INFO, type PaymentFlow } from '../../../domain/payments/flows';
import { FEE_MESSAGES as M } from '../../../domain/payments/messages';
import { isSafePaymentLink } from '../../../domain/payments/payment-link';
import type {
  FeePaymentDetail,
  LinkedStudentFees,
  PayRequestInput,
  SelfPayRequestInput,
} from '../../../domain/payments/schemas';
import { appApi } from '../../lib/http';

export const feePaymentKeys = {
  all: ['fees'] as const,
  myDetails: () => [...feePaymentKeys.all, 'my-details'] as const,
  linkedStudents: () => [...feePaymentKeys.all, 'linked-students'] as const,
};

/** §7 getStudentsFeePaymentDetails without an order: the signed-in student's lines, due and paid (paise). */
export const myFeeDetailsQuery = () =>
  queryOptions({
    queryKey: feePaymentKeys.myDetails(),
    queryFn: () => appApi.get('getStudentsFeePaymentDetails').json<FeePaymentDetail[]>(),
    staleTime: 0,
  });

/** A parent's linked children, each with their fee lines (GET getLinkedStudentsFeeDetails). */
export const linkedStudentsFeesQuery = () =>
  queryOptions({
    queryKey: feePaymentKeys.linkedStudents(),
    queryFn: () => appApi.get('getLinkedStudentsFeeDetails').json<LinkedStudentFees[]>(),
    staleTime: 0,
  });

export interface StartedPayment {
  orderId: string;
  chargeUuid: string;
  paymentLink: string;
  /** The gateway's payment page origin the server checked the link against. */
  paymentLinkOrigin: string;
}

/**
 * The started payment, if the browser may go to its paymentLink: an http(s) address on the gateway's payment
 * page origin. Anything else (a javascript: address, another site) fails with a message instead of being opened.
 */
async function openable(answer: Promise<StartedPayment>): Promise<StartedPayment> {
  const started = await answer;
  if (!isSafePaymentLink(started.paymentLink, started.paymentLinkOrigin)) throw new Error(M.paymentLinkRefused);
  return started;
}

/**
 * Pay: the server makes the order (one or more lines; a parent names the child's roll number) and its one
 * gateway charge; the browser then goes to its paymentLink.
 */
export const payFee = (body: PayRequestInput) =>
  openable(appApi.post('payFee', { json: body, retry: 0 }).json<StartedPayment>());

export const applicantFeeDetails = (body: { admissionNo: string; dateOfBirth: string }) =>
  appApi.post('getApplicantFeePaymentDetails', { json: body }).json<FeePaymentDetail[]>();

export const payNewAdmissionFee = (body: SelfPayRequestInput) =>
  openable(appApi.post('payNewAdmissionFee', { json: body, retry: 0 }).json<StartedPayment>());

/** A result page's fee details: the order's line, asked with the order id + charge uuid pair. */
export const orderFeeDetails = (rollNo: string, orderId: string, transactionId: string) =>
  appApi
    .get('getStudentsFeePaymentDetails', { searchParams: { rollNo, orderId, transactionId } })
    .json<FeePaymentDetail[]>();

/** What the server confirmed with the gateway (never the query string). */
export interface ConfirmedStatus {
  orderId: string;
  transactionId: string;
  status: string;
  statusprogress: 'Success' | 'Failure';
  amount: number;
  currency: string;
  date: string;
  rollNo: string;
  feeType: string;
  semester: number;
  receiptNo: string | null;
  /** Why an unpaid order failed (the gateway's charge), with its payment page while it is still open. */
  failure: { reason: PaymentFailureReason; message: string; retryLink: string | null } | null;
}

export const recordTransactionStatus = (flow: PaymentFlow, query: Record<string, string>) =>
  appApi.get(FLOW_INFO[flow].statusCall, { searchParams: query, timeout: 40_000 }).json<ConfirmedStatus>();

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
  const body = await res.json<Record<string, string>>();
  return body[info.answerField] ?? '';
}
