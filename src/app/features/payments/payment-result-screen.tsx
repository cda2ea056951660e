import { Link } from '@tanstack/react-router';
import { PlainButton } from '../../ui/plain/plain-button';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { indiaDate } from '../../../domain/payments/financial-year';
import { FLOW_INFO, WAY_OF_RECEIPT, isPaidStatus, type PaymentFlow } from '../../../domain/payments/flows';
import { FEE_MESSAGES as M } from '../../../domain/payments/messages';
import type { PaymentReturn } from '../../../domain/payments/return-params';
import { PAYMENT_STATUS_LABELS } from '../../../domain/payments/accounts-messages';
import { formatRupees, rupeesNumber } from '../../../domain/money/money';
import { failureMessage } from '../../lib/http';
import { currentUser } from '../../lib/session';
import { translateKnown } from '../../i18n/translate-known';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import {
  orderFeeDetails,
  recordTransactionStatus,
  saveFeeCollection,
  type ConfirmedStatus,
} from './fee-payment-queries';
import { downloadReceipt, receiptFile, type ReceiptFile } from './receipt-file';
import { landingFor } from '../../../domain/auth/roles';
import './fee-payment.css';
import { HOME_PATHS } from '../../../domain/home/paths';
import { PAYMENTS_PATHS } from '../../../domain/payments/paths';

type Phase = 'checking' | 'done';

/**
 * §2 payment result screens, one component for the four flows; `returned` is what the gateway sent the payer back
 * with (§3 payment return parameters, read by the route). The page asks the server for the order's
 * fee details (kept as session storage 'paymentData', §3), then — once, and only when the details loaded —
 * the status call, which confirms the charge with the gateway; what it shows comes from that answer.
 * A confirmed payment's receipt is then made (the receipt call runs once, on page load, §4) and offered with a
 * button, with the way back to the fees and home: a browser blocks a tab opened without a press, and a file saved
 * unasked is easily lost.
 */
export function PaymentResultScreen({ flow, returned }: { flow: PaymentFlow; returned: PaymentReturn }) {
  const [phase, setPhase] = useState<Phase>('checking');
  const [confirmed, setConfirmed] = useState<ConfirmedStatus | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<ReceiptFile | null>(null);
  const started = useRef(false);
  const { i18n } = useLingui();

  const makeReceipt = async (answer: ConfirmedStatus, data: object[]) => {
    const child = FLOW_INFO[flow].child;
    const record = {
      ...data[0],
      orderId: answer.orderId,
      transactionId: answer.transactionId,
      ...(child
        ? {
            [child.field]: [
              {
                wayOfReceipt: WAY_OF_RECEIPT,
                wayOfReceiptType: child.wayOfReceiptType,
                amountOfReceipt: rupeesNumber(answer.amount),
                transactionId: answer.transactionId,
              },
            ],
          }
        : {}),
    };
    const user = currentUser();
    const base64 = await saveFeeCollection(flow, [record], {
      userName: user?.username ?? answer.rollNo,
      userMail: user?.email ?? '',
    });
    setReceipt(receiptFile(flow, base64, indiaDate(new Date(answer.date))));
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const q = returned;
    const orderId = q.orderId ?? q.vads_order_id ?? '';
    const transactionId = q.vads_charge_uuid ?? '';
    void (async () => {
      try {
        const details =
          orderId && transactionId
            ? await orderFeeDetails(q.vads_cust_name ?? '', orderId, transactionId).catch(() => null)
            : null;
        // §4: recording the status is skipped when the fee details are missing.
        if (!details?.length) {
          setProblem(M.orderNotFound);
          return;
        }
        sessionStorage.setItem('paymentData', JSON.stringify(details));
        const first = details[0]!;
        const answer = await recordTransactionStatus(flow, {
          status: q.vads_charge_status ?? '',
          date: q.vads_trans_date ?? '',
          amount: q.vads_amount ?? '',
          currency: q.vads_currency ?? '',
          statusprogress: isPaidStatus(q.vads_charge_status) ? 'Success' : 'Failure',
          name: q.vads_cust_name ?? '',
          email: q.vads_cust_email ?? '',
          transactionId,
          rollNo: first.rollNo,
          orderId,
          feeType: first.feeType,
          semester: String(first.semester),
        });
        setConfirmed(answer);
        if (isPaidStatus(answer.status)) await makeReceipt(answer, details);
      } catch (error) {
        setProblem(await failureMessage(error));
      } finally {
        setPhase('done');
      }
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- §4: the calls run once on page load
  }, []);

  const paid = isPaidStatus(confirmed?.status);
  return (
    <PageFrame title={i18n._('Payment Status')}>
      <section className="payment-result" aria-live="polite" aria-busy={phase === 'checking'}>
        {phase === 'checking' ? (
          <p className="hint" role="status">
            {i18n._('Checking your payment with the payment gateway…')}
          </p>
        ) : (
          <>
            <div className={paid ? 'result-mark result-mark--ok' : 'result-mark result-mark--fail'} aria-hidden="true">
              {paid ? '✓' : '✕'}
            </div>
            {paid ? (
              <>
                <h2>{i18n._(M.paymentSuccessful)}</h2>
                <p className="lead">{i18n._(M.thankYou)}</p>
              </>
            ) : (
              <>
                <h2>{i18n._(M.paymentFail)}</h2>
                {confirmed?.failure && (
                  <p className="lead" data-testid="failure-reason" data-reason={confirmed.failure.reason}>
                    {translateKnown(i18n, confirmed.failure.message)}
                  </p>
                )}
                <FailureActions flow={flow} retryLink={confirmed?.failure?.retryLink ?? null} />
              </>
            )}
            <ErrorAlert message={problem && translateKnown(i18n, problem)} as="div" />
            <h3>{i18n._(M.transactionDetails)}</h3>
            <dl className="transaction-details">
              <dt>{i18n._('Transaction Id')}</dt>
              <dd data-field="transactionId">{confirmed?.transactionId ?? ''}</dd>
              <dt>{i18n._('Amount')}</dt>
              <dd data-field="amount">{confirmed ? formatRupees(confirmed.amount) : ''}</dd>
              <dt>{i18n._('Date')}</dt>
              <dd data-field="date">{confirmed ? indiaDate(new Date(confirmed.date)) : ''}</dd>
              <dt>{i18n._('Status')}</dt>
              <dd data-field="status">
                {confirmed ? (paid ? confirmed.status : i18n._(PAYMENT_STATUS_LABELS.notCompleted)) : ''}
              </dd>
              <dt>{i18n._('Roll Number')}</dt>
              <dd data-field="rollNo">{confirmed?.rollNo ?? ''}</dd>
            </dl>
            {paid && <SuccessActions flow={flow} receipt={receipt} />}
          </>
        )}
      </section>
    </PageFrame>
  );
}

/** After a payment: its receipt, and the way back to the fees and to the payer's home. */
function SuccessActions({ flow, receipt }: { flow: PaymentFlow; receipt: ReceiptFile | null }) {
  const user = currentUser();
  const fees = flow === 'newAdmission' ? PAYMENTS_PATHS.selfPayment : PAYMENTS_PATHS.feePayment;
  const home = user ? landingFor(user.roles) : HOME_PATHS.home;
  const { i18n } = useLingui();
  return (
    <div className="payment-result__actions">
      {receipt && (
        <PlainButton onClick={() => downloadReceipt(receipt)} aria-describedby="receipt-file-name">
          {i18n._(M.downloadReceipt)}
        </PlainButton>
      )}
      {receipt && (
        <p className="hint payment-result__file" id="receipt-file-name">
          {receipt.name}
        </p>
      )}
      <Link to={fees} className="plain-button plain-button--outlined plain-button--primary">
        {i18n._(M.backToFees)}
      </Link>
      <Link to={home} className="plain-button plain-button--outlined plain-button--primary">
        {i18n._(M.home)}
      </Link>
    </div>
  );
}

/** After a failure: the gateway's page again while the charge is open, else the Pay screen; and back to the fees. */
function FailureActions({ flow, retryLink }: { flow: PaymentFlow; retryLink: string | null }) {
  const payScreen = flow === 'newAdmission' ? PAYMENTS_PATHS.selfPayment : PAYMENTS_PATHS.feePayment;
  const { i18n } = useLingui();
  return (
    <p className="payment-result__actions">
      {retryLink ? (
        <PlainButton onClick={() => location.assign(retryLink)}>{i18n._(M.tryAgain)}</PlainButton>
      ) : (
        <Link to={payScreen} className="plain-button plain-button--solid plain-button--primary">
          {i18n._(M.tryAgain)}
        </Link>
      )}
      <Link to={payScreen} className="plain-button plain-button--outlined plain-button--primary">
        {i18n._(M.backToFees)}
      </Link>
    </p>
  );
}
