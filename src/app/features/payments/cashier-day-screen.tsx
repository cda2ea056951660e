import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { hasAnyRole } from '../../../domain/auth/access';
import { collegeDay } from '../../../domain/calendar/college-time';
import { dateText, dateTimeText } from '../../../domain/calendar/date-text';
import { formatRupees } from '../../../domain/money/money';
import { ACCOUNTS_OFFICER_ROLES } from '../../../domain/payments/access';
import { COUNTER_MODE_LABELS, COUNTER_MODES } from '../../../domain/payments/counter';
import type { CashierDayAnswer, HandedOverDay } from '../../../domain/payments/counter-answers';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';
import { failureMessage } from '../../lib/http';
import { currentUser } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { confirmYes } from '../../ui/confirm-dialog';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { PlainTextField } from '../../ui/plain-text-field';
import { showToast } from '../../ui/toast';
import { RECEIPT_STATUS_TEXT } from './counter-receipts';
import { closeDay, counterKeys, counterQueries, decideCancellation, handOverDay } from './counter-queries';
import './counter.css';

const TITLE = /*i18n*/ 'Cashier Day';
const DAY_STATUS_TEXT: Readonly<Record<CashierDayAnswer['status'], string>> = {
  OPEN: /*i18n*/ 'Open: taking fees',
  HANDED_OVER: /*i18n*/ 'Handed over: waiting for the accounts officer',
  CLOSED: /*i18n*/ 'Closed',
};

/** Money by mode, as a table a screen reader reads row by row. */
function ByMode({ byMode, total, caption }: { byMode: Record<string, number>; total: number; caption: string }) {
  const { i18n } = useLingui();
  return (
    <table className="result-table counter-by-mode">
      <caption>{caption}</caption>
      <tbody>
        {COUNTER_MODES.map((m) => (
          <tr key={m}>
            <th scope="row">{i18n._(COUNTER_MODE_LABELS[m])}</th>
            <td className="money">{formatRupees(byMode[m] ?? 0)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">{i18n._('Total')}</th>
          <td className="money">
            <b>{formatRupees(total)}</b>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** A mutation that shows its answer as a toast and reads the desk's figures again. */
function useDeskChange<T>(run: (input: T) => Promise<{ message: string }>) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (answer) => {
      void showToast(translateKnown(i18n, answer.message), { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: counterKeys.all });
    },
    onError: async (e) => showToast(translateKnown(i18n, await failureMessage(e)), { tone: 'danger' }),
  });
}

/** The accounts officer's part: days handed over to confirm, and cancellations to decide. */
function OfficerDesk() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const days = useQuery(counterQueries.days());
  const cancellations = useQuery(counterQueries.cancellations());
  const close = useDeskChange(closeDay);
  const decide = useDeskChange(({ id, approve }: { id: number; approve: boolean }) => decideCancellation(id, approve));
  const dayLine = (d: HandedOverDay) =>
    i18n._('{cashier}, {day}: {amount} in {count, plural, one {# receipt} other {# receipts}}', {
      cashier: d.cashier,
      day: dateText(d.day, locale),
      amount: formatRupees(d.amount),
      count: d.receipts,
    });
  return (
    <>
      <h2>{i18n._('Days handed over')}</h2>
      {days.data?.length === 0 && <p className="hint">{i18n._('No cashier has handed a day over yet.')}</p>}
      <ul className="counter-days">
        {days.data?.map((d) => (
          <li key={d.id}>
            <p>
              {dayLine(d)}{' '}
              {d.status === 'CLOSED' && (
                <span className="counter-status counter-status--paid">
                  {i18n._('Closed by {name}', { name: d.closedBy ?? '' })}
                </span>
              )}
            </p>
            <ByMode byMode={d.byMode} total={d.amount} caption={dayLine(d)} />
            {d.status === 'HANDED_OVER' && (
              <PlainButton
                size="small"
                disabled={close.isPending}
                onClick={() =>
                  void confirmYes(
                    i18n._('Confirm the money of {day} and close it for good?', { day: dayLine(d) }),
                  ).then((yes) => yes && close.mutate(d.id))
                }
              >
                {i18n._('Confirm and close')}
              </PlainButton>
            )}
          </li>
        ))}
      </ul>
      <h2>{i18n._('Cancellations waiting')}</h2>
      {cancellations.data?.length === 0 && <p className="hint">{i18n._('No cancellation is waiting.')}</p>}
      <ul className="counter-days">
        {cancellations.data?.map((c) => (
          <li key={c.id}>
            <p>
              <b>{c.receiptNo}</b> {c.rollNo} {c.studentName} · {formatRupees(c.amount)} ·{' '}
              {i18n._(COUNTER_MODE_LABELS[c.mode])} · {dateTimeText(c.issuedAt, locale)}
            </p>
            <p>{i18n._('{name} asks: {reason}', { name: c.requestedBy, reason: c.reason })}</p>
            <div className="row-actions">
              <PlainButton size="small" onClick={() => decide.mutate({ id: c.id, approve: true })}>
                {i18n._('Approve the cancellation')}
              </PlainButton>
              <PlainButton size="small" fill="outline" onClick={() => decide.mutate({ id: c.id, approve: false })}>
                {i18n._('Reject')}
              </PlainButton>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * A cashier's day at the desk: money by mode and every receipt, handed over at day end; an accounts officer also
 * confirms other cashiers' days and decides cancellations here. What was seen reads offline; changes need a
 * connection.
 */
export function CashierDayScreen() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const user = currentUser();
  const [day, setDay] = useState(() => collegeDay(new Date()));
  const mine = useQuery(counterQueries.day(user?.username ?? '', day));
  const handOver = useDeskChange(handOverDay);
  const data = mine.data?.data;
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <div className="cashier-day-picker">
        <PlainTextField label={i18n._('Day')} type="date" value={day} onChange={(value) => value && setDay(value)} />
      </div>
      {mine.data?.source === 'device' && (
        <p className="hint" role="status">
          {i18n._('You are offline. Showing the copy saved on this device, fetched {fetched}.', {
            fetched: dateTimeText(mine.data.fetchedAt, locale),
          })}
        </p>
      )}
      {data && (
        <section aria-label={i18n._('Your collection')}>
          <p role="status">
            {i18n._(DAY_STATUS_TEXT[data.status])}
            {data.closedBy && ` · ${i18n._('Closed by {name}', { name: data.closedBy })}`}
          </p>
          <ByMode
            byMode={data.byMode}
            total={data.total}
            caption={i18n._('Your collection on {day}', { day: dateText(day, locale) })}
          />
          {data.status === 'OPEN' && data.receipts.length > 0 && (
            <PlainButton
              disabled={!online || handOver.isPending}
              onClick={() =>
                void confirmYes(
                  i18n._('Hand over {amount}? No more fees can be taken on this day.', {
                    amount: formatRupees(data.total),
                  }),
                ).then((yes) => yes && handOver.mutate(day))
              }
            >
              {i18n._('Hand over the day')}
            </PlainButton>
          )}
          <div className="table-scroll" role="region" aria-label={i18n._('Receipts of the day')} tabIndex={0}>
            <table className="result-table">
              <caption>{i18n._('Receipts of the day')}</caption>
              <thead>
                <tr>
                  <th scope="col">{i18n._('Receipt')}</th>
                  <th scope="col">{i18n._('Time')}</th>
                  <th scope="col">{i18n._('Student')}</th>
                  <th scope="col">{i18n._('Paid by')}</th>
                  <th scope="col">{i18n._('Amount')}</th>
                  <th scope="col">{i18n._('Status')}</th>
                </tr>
              </thead>
              <tbody>
                {data.receipts.map((r) => (
                  <tr key={r.receiptNo}>
                    <td data-label={i18n._('Receipt')}>{r.receiptNo}</td>
                    <td data-label={i18n._('Time')}>{dateTimeText(r.issuedAt, locale)}</td>
                    <td data-label={i18n._('Student')}>{`${r.rollNo} ${r.studentName}`}</td>
                    <td data-label={i18n._('Paid by')}>
                      {i18n._(COUNTER_MODE_LABELS[r.mode])}
                      {r.reference && ` ${r.reference}`}
                    </td>
                    <td data-label={i18n._('Amount')} className="money">
                      {formatRupees(r.amount)}
                    </td>
                    <td data-label={i18n._('Status')}>{i18n._(RECEIPT_STATUS_TEXT[r.status])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      {hasAnyRole(user?.roles ?? [], ACCOUNTS_OFFICER_ROLES) && online && <OfficerDesk />}
    </PageFrame>
  );
}
