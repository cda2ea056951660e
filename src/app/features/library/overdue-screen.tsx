import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { dateText } from '../../../domain/calendar/date-text';
import { PATRON_CATEGORIES, PATRON_CATEGORY_LABELS } from '../../../domain/library/circulation-rules';
import { OVERDUE_ORDERS, type OverdueQuery } from '../../../domain/library/overdue';
import type { OverdueLoan } from '../../../domain/library/overdue-answers';
import { LIBRARY_PATHS } from '../../../domain/library/paths';
import { formatRupees } from '../../../domain/money/money';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';
import { failureMessage } from '../../lib/http';
import { confirmYes } from '../../ui/confirm-dialog';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { Pager } from '../../ui/pager';
import { PlainButton } from '../../ui/plain/plain-button';
import { StatusNote } from '../../ui/status-note';
import { overdueKeys, overdueQueries, sendReminders } from './overdue-api';
import './library.css';
import './overdue.css';

const TITLE = /*i18n*/ 'Overdue';
const ORDER_LABELS: Readonly<Record<(typeof OVERDUE_ORDERS)[number], string>> = {
  late: /*i18n*/ 'Most days late first',
  due: /*i18n*/ 'Newest due day first',
};

/** The category and order of the list: each change is a new address (page 1). */
function OverdueFilters({ search, onSearch }: { search: OverdueQuery; onSearch: (next: OverdueQuery) => void }) {
  const { i18n } = useLingui();
  const categoryId = useId();
  const orderId = useId();
  return (
    <div className="library-search__filters" role="group" aria-label={i18n._('Filters')}>
      <div className="select-field">
        <label htmlFor={categoryId}>{i18n._('Patron category')}</label>
        <select
          id={categoryId}
          value={search.category ?? ''}
          onChange={(e) => {
            const category = PATRON_CATEGORIES.find((c) => c === e.target.value);
            onSearch({ ...search, category, page: 1 });
          }}
        >
          <option value="">{i18n._('Every patron')}</option>
          {PATRON_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {i18n._(PATRON_CATEGORY_LABELS[c])}
            </option>
          ))}
        </select>
      </div>
      <div className="select-field">
        <label htmlFor={orderId}>{i18n._('Order')}</label>
        <select
          id={orderId}
          value={search.order}
          onChange={(e) => {
            const order = OVERDUE_ORDERS.find((o) => o === e.target.value) ?? 'late';
            onSearch({ ...search, order, page: 1 });
          }}
        >
          {OVERDUE_ORDERS.map((o) => (
            <option key={o} value={o}>
              {i18n._(ORDER_LABELS[o])}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** The page's overdue loans: a table, one card per loan on a phone (common.css). */
function OverdueTable({ loans }: { loans: readonly OverdueLoan[] }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const caption = i18n._('Loans past their due day');
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="result-table library-overdue">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._('Patron')}</th>
            <th scope="col">{i18n._('Category')}</th>
            <th scope="col">{i18n._('Title')}</th>
            <th scope="col">{i18n._('Accession number')}</th>
            <th scope="col">{i18n._('Due on')}</th>
            <th scope="col">{i18n._('Open days late')}</th>
            <th scope="col">{i18n._('Fine so far')}</th>
            <th scope="col">{i18n._('Last reminded')}</th>
          </tr>
        </thead>
        <tbody>
          {loans.map((l) => (
            <tr key={l.loanId}>
              <th scope="row" data-label={i18n._('Patron')}>
                {l.patron.name} ({l.patron.code})
              </th>
              <td data-label={i18n._('Category')}>{i18n._(PATRON_CATEGORY_LABELS[l.patron.category])}</td>
              <td data-label={i18n._('Title')}>{l.title}</td>
              <td data-label={i18n._('Accession number')}>{l.accessionNo}</td>
              <td data-label={i18n._('Due on')}>{dateText(l.dueOn, locale)}</td>
              <td data-label={i18n._('Open days late')}>{l.lateDays}</td>
              <td data-label={i18n._('Fine so far')}>{formatRupees(l.finePaise)}</td>
              <td data-label={i18n._('Last reminded')}>{l.remindedOn ? dateText(l.remindedOn, locale) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Loans past their due day, with the open days late and the fine so far, and the day's reminders by mail. */
export function OverdueScreen({ search, onSearch }: { search: OverdueQuery; onSearch: (next: OverdueQuery) => void }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const list = useQuery(overdueQueries.page(search));
  const [done, setDone] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const remind = useMutation({
    mutationFn: () => sendReminders(search.category),
    onMutate: () => {
      setDone(null);
      setRefusal(null);
    },
    onSuccess: (answer) => {
      setDone(translateKnown(i18n, answer.message));
      void queryClient.invalidateQueries({ queryKey: overdueKeys.all });
    },
    onError: async (err) => setRefusal(translateKnown(i18n, await failureMessage(err))),
  });
  const ask = async () => {
    const question = search.category
      ? i18n._('Mail a reminder to every overdue patron of this category not yet reminded today?')
      : i18n._('Mail a reminder to every overdue patron not yet reminded today?');
    if (await confirmYes(question)) remind.mutate();
  };
  const data = list.data;
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <div className="library">
        <p className="library__links">
          <Link to={LIBRARY_PATHS.libraryDesk}>{i18n._('Issue and Return')}</Link>
        </p>
        <OverdueFilters search={search} onSearch={onSearch} />
        <div className="button-row">
          <PlainButton onClick={() => void ask()} disabled={remind.isPending || data?.total === 0}>
            {remind.isPending ? i18n._('Sending…') : i18n._('Send reminders')}
          </PlainButton>
        </div>
        <p className="hint">{i18n._('Each patron is mailed once a day, listing all their overdue copies.')}</p>
        <StatusNote busy={remind.isPending}>{done}</StatusNote>
        <ErrorAlert message={refusal} />
        {list.isPending && <p className="hint">{i18n._('Loading…')}</p>}
        {list.isError && <ErrorAlert message={i18n._('The overdue loans could not be loaded.')} />}
        {data && (
          <p role="status">
            {data.total === 0
              ? i18n._('No loans are overdue.')
              : i18n._('Loans overdue: {total} · page {page} of {pages}', {
                  total: data.total,
                  page: data.page,
                  pages: data.pages,
                })}
          </p>
        )}
        {data && data.loans.length > 0 && <OverdueTable loans={data.loans} />}
        {data && data.pages > 1 && (
          <Pager
            className="button-row"
            page={search.page}
            pages={data.pages}
            onPage={(page) => onSearch({ ...search, page })}
          />
        )}
      </div>
    </PageFrame>
  );
}
