import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { collegeDay } from '../../../domain/calendar/college-time';
import { formatRupees, rupeesText } from '../../../domain/money/money';
import {
  COUNTER_MODE_LABELS,
  COUNTER_MODES,
  INSTRUMENT_MODES,
  counterPaymentFormSchema,
  type CounterMode,
} from '../../../domain/payments/counter';
import type { CounterDue } from '../../../domain/payments/counter-answers';
import { COUNTER_MESSAGES as M } from '../../../domain/payments/counter-messages';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';
import { dateText } from '../../../domain/calendar/date-text';
import { failureMessage } from '../../lib/http';
import { useOnline } from '../../lib/use-online';
import { confirmYes } from '../../ui/confirm-dialog';
import { ErrorAlert } from '../../ui/error-alert';
import { DateField } from '../../ui/form/date-field';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PlainButton } from '../../ui/plain/plain-button';
import { collectAtDesk } from './counter-queries';

const dueName = (d: CounterDue) => (d.item ? `${d.feeType} – ${d.item}` : d.feeType);
const MODE_OPTIONS = COUNTER_MODES.map((m) => ({ value: m, label: COUNTER_MODE_LABELS[m] }));
const EMPTY = { mode: 'CASH', amount: '', reference: '', bank: '', instrumentDate: '' };

export interface Collected {
  receiptNo: string;
  amount: number;
}

/**
 * A student's dues at the desk: the clerk ticks the dues being paid (the money goes to them in the order ticked), the
 * amount (the total of the ticked dues, or less for a part payment), how it was paid and its reference, then takes it
 * after a confirmation. Taking money needs a connection: the server checks every due afresh.
 */
export function CounterDuesForm({
  studentId,
  dues,
  onCollected,
}: {
  studentId: number;
  dues: readonly CounterDue[];
  onCollected: (made: Collected) => void;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const [chosen, setChosen] = useState<number[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const schema = useMemo(() => counterPaymentFormSchema(() => collegeDay(new Date())), []);
  const picked = chosen.map((id) => dues.find((d) => d.structureId === id)!).filter(Boolean);
  // A late due is taken with its fine to date (the server puts the fine first).
  const total = picked.reduce((sum, d) => sum + d.due + d.fine, 0);
  const fined = dues.some((d) => d.fine > 0 || d.dueDate !== null);
  const relieved = dues.some((d) => d.relief > 0);

  const collect = useMutation({
    mutationFn: collectAtDesk,
    onSuccess: (made) => {
      setChosen([]);
      form.reset();
      onCollected(made);
    },
    onError: async (e) => setRefusal(translateKnown(i18n, await failureMessage(e))),
  });
  const form = useSchemaForm(schema, {
    initial: EMPTY,
    onSubmit: (payment) => {
      if (picked.length === 0) return setRefusal(i18n._(M.chooseDues));
      if (payment.amount > total) return setRefusal(i18n._(M.amountMoreThanDue));
      setRefusal(null);
      const body = {
        studentId,
        structureIds: chosen,
        amount: form.values.amount,
        mode: payment.mode,
        reference: payment.reference,
        bank: payment.bank,
        instrumentDate: payment.instrumentDate,
      };
      const question = i18n._('Take {amount} by {mode} for {count, plural, one {# due} other {# dues}}?', {
        amount: formatRupees(payment.amount),
        mode: i18n._(COUNTER_MODE_LABELS[payment.mode]),
        count: picked.length,
      });
      void confirmYes(question).then((yes) => yes && collect.mutate(body));
    },
    onInvalid: () => setRefusal(null),
  });
  const toggle = (d: CounterDue, on: boolean) => {
    const next = on ? [...chosen, d.structureId] : chosen.filter((id) => id !== d.structureId);
    setChosen(next);
    setRefusal(null);
    const sum = next.reduce((s, id) => {
      const due = dues.find((x) => x.structureId === id);
      return s + (due ? due.due + due.fine : 0);
    }, 0);
    form.setValue('amount', sum > 0 ? rupeesText(sum) : '');
  };
  const mode = form.values.mode as CounterMode;

  return (
    <form className="counter-form" onSubmit={form.handleSubmit} noValidate aria-labelledby="counter-dues-title">
      <h2 id="counter-dues-title">{i18n._('Dues')}</h2>
      <div className="table-scroll" role="region" aria-label={i18n._('Dues')} tabIndex={0}>
        <table className="result-table counter-dues">
          <caption className="visually-hidden">{i18n._('Dues by semester and fee')}</caption>
          <thead>
            <tr>
              <th scope="col">{i18n._('Take')}</th>
              <th scope="col">{i18n._('Semester')}</th>
              <th scope="col">{i18n._('Fee')}</th>
              <th scope="col">{i18n._('Amount')}</th>
              {relieved && <th scope="col">{i18n._('Concession')}</th>}
              <th scope="col">{i18n._('Paid')}</th>
              <th scope="col">{i18n._('Due')}</th>
              {fined && <th scope="col">{i18n._('Due by')}</th>}
              {fined && <th scope="col">{i18n._('Late fine to date')}</th>}
            </tr>
          </thead>
          <tbody>
            {dues.map((d) => (
              <tr key={d.structureId}>
                <td data-label={i18n._('Take')}>
                  {d.due > 0 ? (
                    <input
                      type="checkbox"
                      checked={chosen.includes(d.structureId)}
                      onChange={(event) => toggle(d, event.target.checked)}
                      aria-label={i18n._('Take {fee}, {semester}', { fee: dueName(d), semester: d.semesterName })}
                    />
                  ) : (
                    <span className="paid-tag">{i18n._('Paid')}</span>
                  )}
                </td>
                <td data-label={i18n._('Semester')}>{d.semesterName}</td>
                <td data-label={i18n._('Fee')}>{dueName(d)}</td>
                <td data-label={i18n._('Amount')} className="money">
                  {formatRupees(d.amount)}
                </td>
                {relieved && (
                  <td data-label={i18n._('Concession')} className="money">
                    {d.relief > 0 ? formatRupees(d.relief) : ''}
                  </td>
                )}
                <td data-label={i18n._('Paid')} className="money">
                  {formatRupees(d.paid)}
                </td>
                <td data-label={i18n._('Due')} className="money">
                  {formatRupees(d.due)}
                </td>
                {fined && <td data-label={i18n._('Due by')}>{d.dueDate ? dateText(d.dueDate, locale) : ''}</td>}
                {fined && (
                  <td data-label={i18n._('Late fine to date')} className="money">
                    {d.fine > 0 ? formatRupees(d.fine) : ''}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="hint" role="status" aria-live="polite" data-testid="counter-choice">
        {picked.length === 0
          ? i18n._('Tick the dues being paid. A smaller amount pays them in the order ticked.')
          : i18n._('{count, plural, one {# due} other {# dues}} ticked, {due} due', {
              count: picked.length,
              due: formatRupees(total),
            })}
      </p>
      <div className="counter-form__grid">
        <SelectField field={form.field('mode')} label={i18n._('Paid by')} options={MODE_OPTIONS} />
        <TextField field={form.field('amount')} label={i18n._('Amount received (Rs.)')} inputMode="decimal" />
        {mode !== 'CASH' && (
          <TextField
            field={form.field('reference')}
            label={
              INSTRUMENT_MODES.includes(mode)
                ? i18n._('Cheque or DD number')
                : mode === 'UPI'
                  ? i18n._('UPI reference number')
                  : i18n._('Terminal slip number')
            }
            maxLength={40}
            required
          />
        )}
        {INSTRUMENT_MODES.includes(mode) && (
          <>
            <TextField field={form.field('bank')} label={i18n._('Bank')} maxLength={80} required />
            <DateField field={form.field('instrumentDate')} label={i18n._('Date on the cheque or DD')} required />
          </>
        )}
      </div>
      {!online && <ErrorAlert message={i18n._('Taking fees needs a connection: the server checks every due first.')} />}
      <ErrorAlert message={refusal ?? form.formError} />
      <PlainButton type="submit" disabled={collect.isPending || !online}>
        {collect.isPending ? i18n._('Taking the payment…') : i18n._('Take payment')}
      </PlainButton>
    </form>
  );
}
