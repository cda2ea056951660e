import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { dateText, dateTimeText } from '../../../domain/calendar/date-text';
import { COPY_STATUS_LABELS } from '../../../domain/library/catalogue';
import type { CopyHistory } from '../../../domain/library/history-answers';
import { formatRupees } from '../../../domain/money/money';
import { useLocale } from '../../i18n/use-locale';
import { historyQueries } from './history-api';
import { HistoryFetchNotes, LoanPaging } from './history-parts';

/** The copy's loans on this page: who had it, when it went out and came back, renewals, days late, the fine. */
function CopyLoansTable({ loans }: { loans: CopyHistory['loans'] }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  if (loans.length === 0) return null;
  return (
    <div className="table-scroll" role="region" aria-label={i18n._('Loans')} tabIndex={0}>
      <table className="result-table">
        <caption className="visually-hidden">{i18n._('Loans')}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._('Patron')}</th>
            <th scope="col">{i18n._('Issued')}</th>
            <th scope="col">{i18n._('Due on')}</th>
            <th scope="col">{i18n._('Returned')}</th>
            <th scope="col">{i18n._('Renewals')}</th>
            <th scope="col">{i18n._('Late days')}</th>
            <th scope="col">{i18n._('Fine')}</th>
          </tr>
        </thead>
        <tbody>
          {loans.map((loan) => (
            <tr key={loan.id}>
              <td data-label={i18n._('Patron')}>
                {loan.patron.name} ({loan.patron.code})
              </td>
              <td data-label={i18n._('Issued')}>{dateTimeText(loan.issuedAt, locale)}</td>
              <td data-label={i18n._('Due on')}>{dateText(loan.dueOn, locale)}</td>
              <td data-label={i18n._('Returned')}>
                {loan.returnedAt ? dateTimeText(loan.returnedAt, locale) : <strong>{i18n._('Still out')}</strong>}
              </td>
              <td data-label={i18n._('Renewals')}>{loan.renewals}</td>
              <td data-label={i18n._('Late days')}>{loan.lateDays}</td>
              <td data-label={i18n._('Fine')}>{formatRupees(loan.finePaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A copy's movements: its title, status and shelf, and each loan of it, the latest first, a page at a time. */
export function CopyHistoryPanel({
  user,
  code,
  page,
  onPage,
}: {
  user: string;
  code: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { i18n } = useLingui();
  const answer = useQuery({ ...historyQueries.copy(user, code, page), retry: false });
  const seen = answer.data?.data;
  return (
    <section className="library-panel" aria-labelledby={seen ? 'library-history-heading' : undefined}>
      <HistoryFetchNotes answer={answer} />
      {seen && (
        <>
          <h2 id="library-history-heading">{seen.copy.title}</h2>
          <dl className="library-detail__facts">
            <dt>{i18n._('Accession number')}</dt>
            <dd>{seen.copy.accessionNo}</dd>
            <dt>{i18n._('Barcode')}</dt>
            <dd>{seen.copy.barcode}</dd>
            <dt>{i18n._('Status')}</dt>
            <dd>{i18n._(COPY_STATUS_LABELS[seen.copy.status])}</dd>
            <dt>{i18n._('Shelf')}</dt>
            <dd>{seen.copy.location || '—'}</dd>
          </dl>
          <h3>{i18n._('Loans')}</h3>
          <LoanPaging paged={seen} onPage={onPage}>
            <CopyLoansTable loans={seen.loans} />
          </LoanPaging>
        </>
      )}
    </section>
  );
}
