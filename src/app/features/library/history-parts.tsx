import { useLingui } from '@lingui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { dateText, dateTimeText } from '../../../domain/calendar/date-text';
import type { LoanSpan } from '../../../domain/library/history-answers';
import { formatRupees } from '../../../domain/money/money';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';
import { failureMessage } from '../../lib/http';
import type { DeviceAnswer } from '../../lib/offline/device-backed';
import { ErrorAlert } from '../../ui/error-alert';
import { Pager } from '../../ui/pager';

/**
 * Where a history page stands while it loads: loading, refused in the server's words (an unknown code), or read from
 * the device offline with the time it was fetched.
 */
export function HistoryFetchNotes<T>({ answer }: { answer: UseQueryResult<DeviceAnswer<T>> }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (!answer.error) return setRefusal(null);
    void failureMessage(
      answer.error,
      /*i18n*/ 'The history could not be loaded. Check your connection and try again.',
    ).then((message) => setRefusal(translateKnown(i18n, message)));
  }, [answer.error, i18n]);
  return (
    <>
      {answer.isPending && <p className="hint">{i18n._('Loading…')}</p>}
      <ErrorAlert message={refusal} />
      {answer.data?.source === 'device' && (
        <p className="hint" role="status">
          {i18n._('You are offline. Showing the copy saved on this device, fetched {fetched}.', {
            fetched: dateTimeText(answer.data.fetchedAt, locale),
          })}
        </p>
      )}
    </>
  );
}

/** The count of loans and the page shown, and the pager under them when there is more than one page. */
export function LoanPaging({
  paged,
  onPage,
  children,
}: {
  paged: { page: number; pageSize: number; total: number };
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const pages = Math.max(1, Math.ceil(paged.total / paged.pageSize));
  return (
    <>
      <p className="hint" role="status">
        {paged.total === 0
          ? i18n._('No loans.')
          : i18n._('Loans: {total}; page {page} of {pages}', { total: paged.total, page: paged.page, pages })}
      </p>
      {children}
      {pages > 1 && <Pager className="library__pager" page={paged.page} pages={pages} onPage={onPage} />}
    </>
  );
}

/** A column naming the loan (the patron, or the title and accession number), before how the loan went. */
export interface LoanColumn<T> {
  label: string;
  cell: (loan: T) => ReactNode;
}

/**
 * A page of loans in a history: the columns that name each loan, then when it went out, was due and came back (or
 * "Still out"), its renewals, open days late and fine.
 */
export function HistoryLoansTable<T extends LoanSpan>({
  loans,
  lead,
}: {
  loans: readonly T[];
  lead: readonly LoanColumn<T>[];
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  if (loans.length === 0) return null;
  const labels = {
    issued: i18n._('Issued'),
    due: i18n._('Due on'),
    returned: i18n._('Returned'),
    renewals: i18n._('Renewals'),
    late: i18n._('Late days'),
    fine: i18n._('Fine'),
  };
  return (
    <div className="table-scroll" role="region" aria-label={i18n._('Loans')} tabIndex={0}>
      <table className="result-table">
        <caption className="visually-hidden">{i18n._('Loans')}</caption>
        <thead>
          <tr>
            {[...lead.map((c) => c.label), ...Object.values(labels)].map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loans.map((loan) => (
            <tr key={loan.id}>
              {lead.map((c) => (
                <td key={c.label} data-label={c.label}>
                  {c.cell(loan)}
                </td>
              ))}
              <td data-label={labels.issued}>{dateTimeText(loan.issuedAt, locale)}</td>
              <td data-label={labels.due}>{dateText(loan.dueOn, locale)}</td>
              <td data-label={labels.returned}>
                {loan.returnedAt ? dateTimeText(loan.returnedAt, locale) : <strong>{i18n._('Still out')}</strong>}
              </td>
              <td data-label={labels.renewals}>{loan.renewals}</td>
              <td data-label={labels.late}>{loan.lateDays}</td>
              <td data-label={labels.fine}>{formatRupees(loan.finePaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
