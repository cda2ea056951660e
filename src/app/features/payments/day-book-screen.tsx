import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dateTimeText } from '../../../domain/calendar/date-text';
import { formatRupees } from '../../../domain/money/money';
import { DAY_BOOK_MODES, DAY_BOOK_PAGE, DayBookFormSchema } from '../../../domain/payments/day-book';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';
import { failureMessage } from '../../lib/http';
import { useOnline } from '../../lib/use-online';
import { ErrorAlert } from '../../ui/error-alert';
import { DateField } from '../../ui/form/date-field';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PageFrame } from '../../ui/page-frame';
import { Pager } from '../../ui/pager';
import { PlainButton } from '../../ui/plain/plain-button';
import { showToast } from '../../ui/toast';
import { dayBookQuery, downloadDayBook, type DayBookSearch } from './day-book-queries';
import { DayBookSummary } from './day-book-summary';
import { DAY_BOOK_KIND_LABELS, DAY_BOOK_MODE_LABELS } from './day-book-words';
import './counter.css';

const TITLE = /*i18n*/ 'Day Book';

/**
 * The day book (accountant roles and the fee desk): every rupee in and out between two days, by day, head, mode and
 * cashier, with the opening and closing balances, the entries a page at a time, and the Excel, PDF and Tally exports. The
 * route's search holds the query, so a day book can be bookmarked and shared.
 */
export function DayBookScreen({
  search,
  onSearch,
}: {
  search: DayBookSearch;
  onSearch: (next: DayBookSearch) => void;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const book = useQuery(dayBookQuery(search));
  const [exporting, setExporting] = useState<'excel' | 'pdf' | 'tally' | null>(null);
  const form = useSchemaForm(DayBookFormSchema, {
    initial: { from: search.from, to: search.to, mode: search.mode ?? '', head: search.head ?? '' },
    onSubmit: (q) => onSearch({ from: q.from, to: q.to, mode: q.mode || undefined, head: q.head || undefined }),
  });
  const exportAs = async (as: 'excel' | 'pdf' | 'tally') => {
    setExporting(as);
    try {
      await downloadDayBook(search, as);
    } catch (e) {
      void showToast(translateKnown(i18n, await failureMessage(e)), { tone: 'danger' });
    } finally {
      setExporting(null);
    }
  };
  const data = book.data;
  const page = Math.floor((search.offset ?? 0) / DAY_BOOK_PAGE) + 1;

  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <form
        className="counter-form__grid"
        onSubmit={form.handleSubmit}
        noValidate
        aria-label={i18n._('Day book filters')}
      >
        <DateField field={form.field('from')} label={i18n._('From')} />
        <DateField field={form.field('to')} label={i18n._('To')} />
        <SelectField
          field={form.field('mode')}
          label={i18n._('Mode')}
          placeholder={i18n._('Every mode')}
          options={DAY_BOOK_MODES.map((m) => ({ value: m, label: DAY_BOOK_MODE_LABELS[m] }))}
        />
        <TextField field={form.field('head')} label={i18n._('Head (fee type)')} maxLength={64} />
        <PlainButton type="submit">{i18n._('Show')}</PlainButton>
      </form>
      {!online && <ErrorAlert message={i18n._('The day book needs a connection.')} />}
      {book.error && <ErrorAlert message={i18n._('The day book could not be loaded.')} />}
      {data && (
        <>
          <div className="row-actions">
            <PlainButton onClick={() => void exportAs('excel')} disabled={exporting !== null}>
              {exporting === 'excel' ? i18n._('Preparing…') : i18n._('Export to Excel')}
            </PlainButton>
            <PlainButton fill="outline" onClick={() => void exportAs('pdf')} disabled={exporting !== null}>
              {exporting === 'pdf' ? i18n._('Preparing…') : i18n._('Download PDF')}
            </PlainButton>
            <PlainButton fill="outline" onClick={() => void exportAs('tally')} disabled={exporting !== null}>
              {exporting === 'tally' ? i18n._('Preparing…') : i18n._('Export for Tally')}
            </PlainButton>
          </div>
          <DayBookSummary book={data} />
          <div className="table-scroll" role="region" aria-label={i18n._('Entries')} tabIndex={0}>
            <table className="result-table">
              <caption>
                {i18n._('Entries {first} to {last} of {total}', {
                  first: data.total ? data.offset + 1 : 0,
                  last: data.offset + data.entries.length,
                  total: data.total,
                })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{i18n._('When')}</th>
                  <th scope="col">{i18n._('Entry')}</th>
                  <th scope="col">{i18n._('Number')}</th>
                  <th scope="col">{i18n._('Head')}</th>
                  <th scope="col">{i18n._('Mode')}</th>
                  <th scope="col">{i18n._('Student or vendor')}</th>
                  <th scope="col">{i18n._('Cashier')}</th>
                  <th scope="col">{i18n._('In')}</th>
                  <th scope="col">{i18n._('Out')}</th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((e, i) => (
                  <tr key={`${e.number}-${e.kind}-${String(i)}`}>
                    <td data-label={i18n._('When')}>{dateTimeText(e.at, locale)}</td>
                    <td data-label={i18n._('Entry')}>{i18n._(DAY_BOOK_KIND_LABELS[e.kind])}</td>
                    <td data-label={i18n._('Number')}>{e.number}</td>
                    <td data-label={i18n._('Head')}>{e.head}</td>
                    <td data-label={i18n._('Mode')}>{i18n._(DAY_BOOK_MODE_LABELS[e.mode])}</td>
                    <td data-label={i18n._('Student or vendor')}>{`${e.rollNo} ${e.studentName}`.trim()}</td>
                    <td data-label={i18n._('Cashier')}>{e.cashier || i18n._('Online')}</td>
                    <td data-label={i18n._('In')} className="money">
                      {e.in ? formatRupees(e.in) : ''}
                    </td>
                    <td data-label={i18n._('Out')} className="money">
                      {e.out ? formatRupees(e.out) : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.total > DAY_BOOK_PAGE && (
            <Pager
              className="row-actions"
              page={page}
              pages={Math.ceil(data.total / DAY_BOOK_PAGE)}
              onPage={(p) => onSearch({ ...search, offset: (p - 1) * DAY_BOOK_PAGE })}
            />
          )}
        </>
      )}
    </PageFrame>
  );
}
