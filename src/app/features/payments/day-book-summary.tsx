import { useLingui } from '@lingui/react';
import { dateText } from '../../../domain/calendar/date-text';
import { formatRupees } from '../../../domain/money/money';
import type { DayBookAnswer } from '../../../domain/payments/day-book';
import { useLocale } from '../../i18n/use-locale';
import { DAY_BOOK_MODE_LABELS } from './day-book-words';

/** Money in and out of each group, as a table a screen reader reads row by row. */
function FlowTable({ caption, rows }: { caption: string; rows: { name: string; in: number; out: number }[] }) {
  const { i18n } = useLingui();
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="result-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._('Name')}</th>
            <th scope="col">{i18n._('In')}</th>
            <th scope="col">{i18n._('Out')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.name}>
              <th scope="row" data-label={i18n._('Name')}>
                {r.name}
              </th>
              <td data-label={i18n._('In')} className="money">
                {formatRupees(r.in)}
              </td>
              <td data-label={i18n._('Out')} className="money">
                {formatRupees(r.out)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The balances and the totals by day, head, mode and cashier. */
export function DayBookSummary({ book }: { book: DayBookAnswer }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <>
      <dl className="day-book-balances">
        <div>
          <dt>{i18n._('Opening balance')}</dt>
          <dd data-testid="opening">{formatRupees(book.opening)}</dd>
        </div>
        <div>
          <dt>{i18n._('In')}</dt>
          <dd>{formatRupees(book.in)}</dd>
        </div>
        <div>
          <dt>{i18n._('Out')}</dt>
          <dd>{formatRupees(book.out)}</dd>
        </div>
        <div>
          <dt>{i18n._('Closing balance')}</dt>
          <dd data-testid="closing">{formatRupees(book.closing)}</dd>
        </div>
      </dl>
      <div className="day-book-groups">
        <FlowTable
          caption={i18n._('By day')}
          rows={book.byDay.map((d) => ({ name: dateText(d.day, locale), in: d.in, out: d.out }))}
        />
        <FlowTable
          caption={i18n._('By head')}
          rows={book.byHead.map((h) => ({ name: h.head, in: h.in, out: h.out }))}
        />
        <FlowTable
          caption={i18n._('By mode')}
          rows={book.byMode.map((m) => ({ name: i18n._(DAY_BOOK_MODE_LABELS[m.mode]), in: m.in, out: m.out }))}
        />
        <FlowTable
          caption={i18n._('By cashier')}
          rows={book.byCashier.map((c) => ({ name: c.cashier || i18n._('Online'), in: c.in, out: c.out }))}
        />
      </div>
    </>
  );
}
