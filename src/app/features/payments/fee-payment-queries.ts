import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { FLOW_INFO, type PaymentFlow } from '../../../domain/payments/flows';
import { FEE_MESSAGES as M } from '../../../domain/payments/messages';
import { isSafePaymentLink } from '../../../domain/payments/payment-link';
import {
  ConfirmedStatusSchema,
  FeePaymentDetailsSchema,
  LinkedStudentsFeesSchema,
  StartedPaymentSchema,
  type ConfirmedStatus,
  type StartedPayment,
} from '../../../domain/payments/payment-answers';
import type { PayRequestInput, SelfPayRequestInput } from '../../../domain/payments/schemas';
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
    queryFn: async () => v.parse(FeePaymentDetailsSchema, await appApi.get('getStudentsFeePaymentDetails').json()),
    staleTime: 0,
  });

/** A parent's linked children, each with their fee lines (GET getLinkedStudentsFeeDetails). */
export const linkedStudentsFeesQuery = () =>
  queryOptions({
    queryKey: feePaymentKeys.linkedStudents(),
    queryFn: async () => v.parse(LinkedStudentsFeesSchema, await appApi.get('getLinkedStudentsFeeDetails').json()),
    staleTime: 0,
  });

export type { ConfirmedStatus, StartedPayment };

/**
 * The started payment, if the browser may go to its paymentLink: an http(s) address on the gateway's payment
 * page origin. Anything else (a javascript: address, another site) fails with a message instead of being opened.
 */
async function openable(answer: Promise<unknown>): Promise<StartedPayment> {
  const started = v.parse(StartedPaymentSchema, await answer);
  if (!isSafePaymentLink(started.paymentLink, started.paymentLinkOrigin)) throw new Error(M.paymentLinkRefused);
  return started;
}

/**
 * Pay: the server makes the order (one or more lines; a parent names the child's roll number) and its one
 * gateway charge; the browser then goes to its paymentLink.
 */
export const payFee = (body: PayRequestInput) => openable(appApi.post('payFee', { json: body, retry: 0 }).json());

export const applicantFeeDetails = async (body: { admissionNo: string; dateOfBirth: string }) =>
  v.parse(FeePaymentDetailsSchema, await appApi.post('getApplicantFeePaymentDetails', { json: body }).json());

export const payNewAdmissionFee = (body: SelfPayRequestInput) =>
  openable(appApi.post('payNewAdmissionFee', { json: body, retry: 0 }).json());

/** A result page's fee details: the order's line, asked with the order id + charge uuid pair. */
export const orderFeeDetails = async (rollNo: string, orderId: string, transactionId: string) =>
  v.parse(
    FeePaymentDetailsSchema,
    await appApi.get('getStudentsFeePaymentDetails', { searchParams: { rollNo, orderId, transactionId } }).json(),
  );

export const recordTransactionStatus = async (flow: PaymentFlow, query: Record<string, string>) =>
  v.parse(
    ConfirmedStatusSchema,
    await appApi.get(FLOW_INFO[flow].statusCall, { searchParams: query, timeout: 40_000 }).json(),
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
  const body = await res.json<Record<string, string>>();
  return body[info.answerField] ?? '';
}
