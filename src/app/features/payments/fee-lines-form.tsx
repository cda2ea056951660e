import { PlainButton } from '../../ui/plain/plain-button';
import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { FEE_MESSAGES as M, MIN_INSTALMENT_PAISE } from '../../../domain/payments/messages';
import { formatRupees, parseRupees, rupeesText } from '../../../domain/money/money';
import { MONEY_MESSAGES } from '../../../domain/money/messages';
import type { FeePaymentDetail } from '../../../domain/payments/schemas';
import { useOnline } from '../../lib/use-online';
import { ErrorAlert } from '../../ui/error-alert';
import { PlainTextField } from '../../ui/plain-text-field';
import { translateKnown } from '../../i18n/translate-known';

const lineKey = (l: FeePaymentDetail) => `${l.semester}|${l.feeType}|${l.item}`;
const lineName = (l: FeePaymentDetail) => (l.item ? `${l.feeType} – ${l.item}` : l.feeType);
/** What a line asks in full: its due and, paid first, its late fine to date. */
const owed = (l: FeePaymentDetail) => l.due + l.fine;

export interface FeeChoice {
  /** One line (the whole due or an instalment), or several lines of one fee type, each paid in full. */
  lines: FeePaymentDetail[];
  amount: string;
}

/**
 * Per semester and fee type what is due and paid, a choice of one or more lines with something due, and the
 * amount: the whole balance, or an instalment where one line's fee type allows it; several lines of one fee
 * type are paid together in full (one charge, one receipt). 'Your not Entitled to pay' when nothing is due
 * (§8); paying needs a connection.
 */
export function FeeLinesForm({
  lines,
  onPay,
  busy,
  failure,
  label,
}: {
  lines: FeePaymentDetail[];
  onPay: (choice: FeeChoice) => void;
  busy: boolean;
  failure: string | null;
  /** The table's caption (a parent's screen names the child). */
  label?: string;
}) {
  const { i18n } = useLingui();
  const online = useOnline();
  const payable = lines.filter((l) => l.due > 0);
  // Concessions, waivers and the state's reimbursement show in a column of their own only when a line has one.
  const relieved = lines.some((l) => l.relief > 0);
  // Late fines likewise: a column only when a due is late.
  const late = lines.some((l) => l.fine > 0);
  // The only line with something due is chosen already; with several, the payer chooses.
  const [chosen, setChosen] = useState<string[]>(payable.length === 1 ? [lineKey(payable[0]!)] : []);
  const picked = payable.filter((l) => chosen.includes(lineKey(l)));
  const total = picked.reduce((sum, l) => sum + owed(l), 0);
  const single = picked.length === 1 ? picked[0]! : null;
  const [typed, setTyped] = useState<string | null>(null);
  const amount = single?.instalmentsAllowed && typed !== null ? typed : picked.length ? rupeesText(total) : '';
  const [error, setError] = useState<string | null>(null);

  const toggle = (l: FeePaymentDetail, on: boolean) => {
    setChosen((now) => (on ? [...now, lineKey(l)] : now.filter((k) => k !== lineKey(l))));
    setTyped(null);
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (picked.length === 0) return setError(M.chooseFee);
    if (new Set(picked.map((l) => l.feeType)).size > 1) return setError(M.oneFeeTypeAtATime);
    const parsed = parseRupees(amount);
    if (!parsed.ok)
      return setError(
        !amount.trim() ? M.amountRequired : parsed.reason === 'tooLarge' ? MONEY_MESSAGES.tooLarge : M.amountInvalid,
      );
    const paise = parsed.paise;
    if (paise > total) return setError(M.amountMoreThanDue);
    if (paise < total && !single) return setError(M.wholeDueTogether);
    if (single && paise < owed(single) && !single.instalmentsAllowed) return setError(M.fullAmountOnly);
    if (single && paise < owed(single) && paise - single.fine < MIN_INSTALMENT_PAISE)
      return setError(M.instalmentTooSmall);
    setError(null);
    onPay({ lines: picked, amount });
  };

  return (
    <form className="fee-lines" onSubmit={submit} noValidate>
      <div className="table-scroll" role="region" aria-label={i18n._('Fees by semester')} tabIndex={0}>
        <table className="result-table">
          <caption>{label ?? i18n._('Fees by semester and fee type')}</caption>
          <thead>
            <tr>
              <th scope="col">{i18n._('Pay')}</th>
              <th scope="col">{i18n._('Semester')}</th>
              <th scope="col">{i18n._('Fee')}</th>
              <th scope="col">{i18n._('Amount')}</th>
              {relieved && <th scope="col">{i18n._('Concession')}</th>}
              <th scope="col">{i18n._('Paid')}</th>
              <th scope="col">{i18n._('Due')}</th>
              {late && <th scope="col">{i18n._('Late fine to date')}</th>}
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={lineKey(l)}>
                <td data-label={i18n._('Pay')}>
                  {l.due > 0 ? (
                    <input
                      type="checkbox"
                      checked={chosen.includes(lineKey(l))}
                      onChange={(event) => toggle(l, event.target.checked)}
                      aria-label={i18n._('Pay {fee}, {semester}', { fee: lineName(l), semester: l.semesterName })}
                    />
                  ) : (
                    <span className="paid-tag">{i18n._('Paid')}</span>
                  )}
                </td>
                <td data-label={i18n._('Semester')}>{l.semesterName}</td>
                <td data-label={i18n._('Fee')}>
                  {lineName(l)}
                  {l.instalmentsAllowed && <span className="hint">{` ${i18n._('(instalments allowed)')}`}</span>}
                </td>
                <td data-label={i18n._('Amount')} className="money">
                  {formatRupees(l.amount)}
                </td>
                {relieved && (
                  <td data-label={i18n._('Concession')} className="money">
                    {l.relief > 0 ? formatRupees(l.relief) : ''}
                  </td>
                )}
                <td data-label={i18n._('Paid')} className="money">
                  {formatRupees(l.paid)}
                </td>
                <td data-label={i18n._('Due')} className="money">
                  {formatRupees(l.due)}
                </td>
                {late && (
                  <td data-label={i18n._('Late fine to date')} className="money">
                    {l.fine > 0 ? formatRupees(l.fine) : ''}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {payable.length === 0 ? (
        <ErrorAlert message={i18n._(M.notEntitled)} />
      ) : (
        <>
          <p className="hint" role="status" aria-live="polite" data-testid="fee-choice">
            {picked.length === 0
              ? i18n._('Choose the fees to pay: several fees of one type can be paid together.')
              : i18n._('{count, plural, one {# fee} other {# fees}} chosen, {due} due', {
                  count: picked.length,
                  due: formatRupees(total),
                })}
          </p>
          <PlainTextField
            label={i18n._('Amount to pay (Rs.)')}
            value={amount}
            onChange={(value) => {
              setTyped(value);
              setError(null);
            }}
            error={error && translateKnown(i18n, error)}
            inputMode="decimal"
            readOnly={!single?.instalmentsAllowed}
            name="amount"
          />
          {!online && <ErrorAlert message={i18n._(M.offline)} />}
          <ErrorAlert message={failure} as="div" />
          <PlainButton type="submit" expand="block" disabled={busy || !online}>
            {busy ? i18n._('Opening the payment page…') : i18n._('Pay')}
          </PlainButton>
        </>
      )}
    </form>
  );
}
