import { PlainButton } from '../../ui/plain/plain-button';
import { useState, type FormEvent } from 'react';
import { FEE_MESSAGES as M, MIN_INSTALMENT_PAISE } from '../../../domain/fees/messages';
import { formatRupees, parseRupees, rupeesText } from '../../../domain/money/money';
import { MONEY_MESSAGES } from '../../../domain/money/messages';
import type { FeePaymentDetail } from '../../../domain/fees/schemas';
import { useOnline } from '../../lib/use-online';
import { ErrorAlert } from '../../ui/error-alert';
import { PlainTextField } from '../../ui/plain-text-field';

const lineKey = (l: FeePaymentDetail) => `${l.semester}|${l.feeType}|${l.item}`;
const lineName = (l: FeePaymentDetail) => (l.item ? `${l.feeType} – ${l.item}` : l.feeType);

export interface FeeChoice {
  line: FeePaymentDetail;
  amount: string;
}

/**
 * Per semester and fee type what is due and paid, a choice of one line with something due, and the amount
 * (the whole balance, or an instalment where the fee type allows it). 'Your not Entitled to pay' when
 * nothing is due (§8); paying needs a connection.
 */
export function FeeLinesForm({
  lines,
  onPay,
  busy,
  failure,
}: {
  lines: FeePaymentDetail[];
  onPay: (choice: FeeChoice) => void;
  busy: boolean;
  failure: string | null;
}) {
  const online = useOnline();
  const payable = lines.filter((l) => l.due > 0);
  const [chosen, setChosen] = useState<string>(payable[0] ? lineKey(payable[0]) : '');
  const line = payable.find((l) => lineKey(l) === chosen);
  const [amount, setAmount] = useState(line ? rupeesText(line.due) : '');
  const [error, setError] = useState<string | null>(null);

  const choose = (l: FeePaymentDetail) => {
    setChosen(lineKey(l));
    setAmount(rupeesText(l.due));
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!line) return setError(M.chooseFee);
    const parsed = parseRupees(amount);
    if (!parsed.ok) return setError(!amount.trim() ? M.amountRequired : parsed.reason === 'tooLarge' ? MONEY_MESSAGES.tooLarge : M.amountInvalid);
    const paise = parsed.paise;
    if (paise > line.due) return setError(M.amountMoreThanDue);
    if (paise < line.due && !line.instalmentsAllowed) return setError(M.fullAmountOnly);
    if (paise < line.due && paise < MIN_INSTALMENT_PAISE) return setError(M.instalmentTooSmall);
    setError(null);
    onPay({ line, amount });
  };

  return (
    <form className="fee-lines" onSubmit={submit} noValidate>
      <div className="table-scroll" role="region" aria-label="Fees by semester" tabIndex={0}>
        <table className="result-table">
          <caption>Fees by semester and fee type</caption>
          <thead>
            <tr>
              <th scope="col">Pay</th>
              <th scope="col">Semester</th>
              <th scope="col">Fee</th>
              <th scope="col">Amount</th>
              <th scope="col">Paid</th>
              <th scope="col">Due</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={lineKey(l)}>
                <td data-label="Pay">
                  {l.due > 0 ? (
                    <input
                      type="radio"
                      name="feeLine"
                      checked={chosen === lineKey(l)}
                      onChange={() => choose(l)}
                      aria-label={`Pay ${lineName(l)}, ${l.semesterName}`}
                    />
                  ) : (
                    <span className="paid-tag">Paid</span>
                  )}
                </td>
                <td data-label="Semester">{l.semesterName}</td>
                <td data-label="Fee">
                  {lineName(l)}
                  {l.instalmentsAllowed && <span className="hint"> (instalments allowed)</span>}
                </td>
                <td data-label="Amount" className="money">
                  {formatRupees(l.amount)}
                </td>
                <td data-label="Paid" className="money">
                  {formatRupees(l.paid)}
                </td>
                <td data-label="Due" className="money">
                  {formatRupees(l.due)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {payable.length === 0 ? (
        <p className="error-alert" role="alert">
          {M.notEntitled}
        </p>
      ) : (
        <>
          <PlainTextField
            label="Amount to pay (Rs.)"
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setError(null);
            }}
            error={error}
            inputMode="decimal"
            readOnly={!line?.instalmentsAllowed}
            name="amount"
          />
          {!online && (
            <p className="error-alert" role="alert">
              {M.offline}
            </p>
          )}
          <ErrorAlert message={failure} />
          <PlainButton type="submit" expand="block" disabled={busy || !online}>
            {busy ? 'Opening the payment page…' : 'Pay'}
          </PlainButton>
        </>
      )}
    </form>
  );
}
