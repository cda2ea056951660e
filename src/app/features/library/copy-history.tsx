import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { COPY_STATUS_LABELS } from '../../../domain/library/catalogue';
import { historyQueries } from './history-api';
import { HistoryFetchNotes, HistoryLoansTable, LoanPaging } from './history-parts';

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
            <HistoryLoansTable
              loans={seen.loans}
              lead={[{ label: i18n._('Patron'), cell: (loan) => `${loan.patron.name} (${loan.patron.code})` }]}
            />
          </LoanPaging>
        </>
      )}
    </section>
  );
}
