import { useLingui } from '@lingui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { dateTimeText } from '../../../domain/calendar/date-text';
import { COPY_STATUS_LABELS } from '../../../domain/library/catalogue';
import type { StockReport } from '../../../domain/library/stock-check-answers';
import { useLocale } from '../../i18n/use-locale';
import { ErrorAlert } from '../../ui/error-alert';
import { Pager } from '../../ui/pager';
import { stockCheckQueries } from './stock-check-api';

/** A captioned table that scrolls on its own, one card per row on a phone (common.css). */
function Captioned({ caption, heads, children }: { caption: string; heads: string[]; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="result-table library-waiting">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {heads.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Copies seen on another shelf, or seen although the catalogue had them out or written off. */
function ExceptionTable({ caption, rows }: { caption: string; rows: StockReport['wrongShelf'] }) {
  const { i18n } = useLingui();
  const heads = [i18n._('Accession number'), i18n._('Title'), i18n._('Its shelf'), i18n._('Seen on'), i18n._('Status')];
  return (
    <Captioned caption={caption} heads={heads}>
      {rows.map((r) => (
        <tr key={r.barcode}>
          <th scope="row" data-label={heads[0]}>
            {r.accessionNo}
          </th>
          <td data-label={heads[1]}>{r.title}</td>
          <td data-label={heads[2]}>{r.location}</td>
          <td data-label={heads[3]}>{r.seenOn}</td>
          <td data-label={heads[4]}>{i18n._(COPY_STATUS_LABELS[r.status])}</td>
        </tr>
      ))}
    </Captioned>
  );
}

/** What the check found out of place: wrong shelves, copies the catalogue had out or written off, unknown barcodes. */
function Exceptions({ report }: { report: StockReport }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { wrongShelf, found, unknown } = report;
  const unknownHeads = [i18n._('Barcode'), i18n._('Seen on'), i18n._('Scanned')];
  return (
    <section aria-labelledby="library-stock-exceptions">
      <h2 id="library-stock-exceptions">{i18n._('Exceptions')}</h2>
      {wrongShelf.length + found.length + unknown.length === 0 && (
        <p className="hint">{i18n._('Nothing was found out of place.')}</p>
      )}
      {wrongShelf.length > 0 && <ExceptionTable caption={i18n._('Seen on another shelf')} rows={wrongShelf} />}
      {found.length > 0 && (
        <ExceptionTable caption={i18n._('Found, although the catalogue has them out or written off')} rows={found} />
      )}
      {unknown.length > 0 && (
        <Captioned caption={i18n._('Barcodes no copy has')} heads={unknownHeads}>
          {unknown.map((u) => (
            <tr key={u.barcode}>
              <th scope="row" data-label={unknownHeads[0]}>
                {u.barcode}
              </th>
              <td data-label={unknownHeads[1]}>{u.seenOn}</td>
              <td data-label={unknownHeads[2]}>{dateTimeText(u.scannedAt, locale)}</td>
            </tr>
          ))}
        </Captioned>
      )}
    </section>
  );
}

/** The copies not seen, shelf by shelf, 25 a page, filtered by shelf; then the exceptions. */
export function StockReportView({ checkId }: { checkId: number }) {
  const { i18n } = useLingui();
  const shelfId = useId();
  const [shelf, setShelf] = useState('');
  const [page, setPage] = useState(1);
  const report = useQuery({ ...stockCheckQueries.report(checkId, shelf, page), placeholderData: keepPreviousData });
  const data = report.data;
  const heads = [i18n._('Accession number'), i18n._('Barcode'), i18n._('Title'), i18n._('Shelf'), i18n._('Status')];
  return (
    <>
      <section aria-labelledby="library-stock-not-seen">
        <h2 id="library-stock-not-seen">{i18n._('Not seen')}</h2>
        <div className="library-search__filters" role="group" aria-label={i18n._('Filters')}>
          <div className="select-field">
            <label htmlFor={shelfId}>{i18n._('Shelf')}</label>
            <select
              id={shelfId}
              value={shelf}
              onChange={(e) => {
                setShelf(e.target.value);
                setPage(1);
              }}
            >
              <option value="">{i18n._('Every shelf')}</option>
              {data?.shelves.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
        </div>
        {report.isPending && <p className="hint">{i18n._('Loading…')}</p>}
        {report.isError && <ErrorAlert message={i18n._('The stock verification report could not be loaded.')} />}
        {data && (
          <p role="status">
            {data.notSeen.total === 0
              ? i18n._('Every copy expected here was seen or is on loan.')
              : i18n._('Copies not seen: {total} · page {page} of {pages}', {
                  total: data.notSeen.total,
                  page: data.notSeen.page,
                  pages: data.notSeen.pages,
                })}
          </p>
        )}
        {data && data.notSeen.copies.length > 0 && (
          <Captioned caption={i18n._('Copies not seen (issued copies are accounted for by their loans)')} heads={heads}>
            {data.notSeen.copies.map((c) => (
              <tr key={c.barcode}>
                <th scope="row" data-label={heads[0]}>
                  {c.accessionNo}
                </th>
                <td data-label={heads[1]}>{c.barcode}</td>
                <td data-label={heads[2]}>{c.title}</td>
                <td data-label={heads[3]}>{c.location}</td>
                <td data-label={heads[4]}>{i18n._(COPY_STATUS_LABELS[c.status])}</td>
              </tr>
            ))}
          </Captioned>
        )}
        {data && data.notSeen.pages > 1 && (
          <Pager className="button-row" page={page} pages={data.notSeen.pages} onPage={setPage} />
        )}
      </section>
      {data && <Exceptions report={data} />}
    </>
  );
}
