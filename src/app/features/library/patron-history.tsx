import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { dateTimeText } from '../../../domain/calendar/date-text';
import { PATRON_CATEGORY_LABELS } from '../../../domain/library/circulation-rules';
import { FINE_KIND_LABELS, FINE_STATUS_LABELS } from '../../../domain/library/fine-answers';
import type { HistoryFine } from '../../../domain/library/history-answers';
import { formatRupees } from '../../../domain/money/money';
import { useLocale } from '../../i18n/use-locale';
import { historyQueries } from './history-api';
import { HistoryFetchNotes, HistoryLoansTable, LoanPaging } from './history-parts';

/** The patron's fines: what for, how much, paid, waived or still to pay, and when. */
function PatronFinesTable({ fines }: { fines: readonly HistoryFine[] }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  if (fines.length === 0) return <p className="hint">{i18n._('No fines.')}</p>;
  return (
    <div className="table-scroll" role="region" aria-label={i18n._('Fines')} tabIndex={0}>
      <table className="result-table">
        <caption className="visually-hidden">{i18n._('Fines')}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._('Fine for')}</th>
            <th scope="col">{i18n._('Amount')}</th>
            <th scope="col">{i18n._('Status')}</th>
            <th scope="col">{i18n._('Reason')}</th>
            <th scope="col">{i18n._('Raised')}</th>
            <th scope="col">{i18n._('Paid or waived')}</th>
          </tr>
        </thead>
        <tbody>
          {fines.map((fine) => (
            <tr key={fine.id}>
              <td data-label={i18n._('Fine for')}>
                {i18n._(FINE_KIND_LABELS[fine.kind])}: {fine.title} ({fine.accessionNo})
              </td>
              <td data-label={i18n._('Amount')}>{formatRupees(fine.amountPaise)}</td>
              <td data-label={i18n._('Status')}>{i18n._(FINE_STATUS_LABELS[fine.status])}</td>
              <td data-label={i18n._('Reason')}>{fine.reason || '—'}</td>
              <td data-label={i18n._('Raised')}>{dateTimeText(fine.createdAt, locale)}</td>
              <td data-label={i18n._('Paid or waived')}>
                {fine.settledAt ? dateTimeText(fine.settledAt, locale) : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A patron's history: who they are, every loan they had (a page at a time, the latest first) and their fines. */
export function PatronHistoryPanel({
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
  const answer = useQuery({ ...historyQueries.patron(user, code, page), retry: false });
  const seen = answer.data?.data;
  return (
    <section className="library-panel" aria-labelledby={seen ? 'library-history-heading' : undefined}>
      <HistoryFetchNotes answer={answer} />
      {seen && (
        <>
          <h2 id="library-history-heading">
            {seen.patron.name} <span className="hint">({seen.patron.code})</span>
          </h2>
          <p>
            {i18n._(PATRON_CATEGORY_LABELS[seen.patron.category])} · {seen.patron.detail}
          </p>
          {!seen.patron.active && <p className="hint">{i18n._('No longer studies or works here')}</p>}
          <h3>{i18n._('Loans')}</h3>
          <LoanPaging paged={seen} onPage={onPage}>
            <HistoryLoansTable
              loans={seen.loans}
              lead={[
                { label: i18n._('Title'), cell: (loan) => loan.title },
                { label: i18n._('Accession number'), cell: (loan) => loan.accessionNo },
              ]}
            />
          </LoanPaging>
          <h3>{i18n._('Fines')}</h3>
          <p>{i18n._('Fines owed now: {owed}', { owed: formatRupees(seen.owedPaise) })}</p>
          <PatronFinesTable fines={seen.fines} />
        </>
      )}
    </section>
  );
}
