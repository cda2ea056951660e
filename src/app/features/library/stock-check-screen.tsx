import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { hasAnyRole } from '../../../domain/auth/access';
import { dateTimeText } from '../../../domain/calendar/date-text';
import { LIBRARY_INCHARGE_ROLES } from '../../../domain/library/access';
import type { StockCheck } from '../../../domain/library/stock-check-answers';
import { useLocale } from '../../i18n/use-locale';
import { currentUser } from '../../lib/session';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { StatusNote } from '../../ui/status-note';
import { stockCheckQueries } from './stock-check-api';
import { CloseStockCheckForm, StartStockCheckForm } from './stock-check-forms';
import { StockReportView } from './stock-report';
import { StockScanPanel } from './stock-scan-panel';
import './library.css';
import './desk.css';
import './overdue.css';
import './stock-check.css';

const TITLE = /*i18n*/ 'Stock Verification';

/** Who started the check and when, its shelves, and how far it has got. */
function CheckSummary({ check }: { check: StockCheck }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { totals } = check;
  return (
    <section aria-labelledby="library-stock-summary">
      <h2 id="library-stock-summary">
        {check.status === 'OPEN' ? i18n._('Stock verification open') : i18n._('Last stock verification (closed)')}
      </h2>
      <p>
        {i18n._('Started {when} by {name}', { when: dateTimeText(check.startedAt, locale), name: check.startedBy })}
        {check.closedAt &&
          ` · ${i18n._('closed {when} by {name}', {
            when: dateTimeText(check.closedAt, locale),
            name: check.closedBy ?? '',
          })}`}
      </p>
      <p>
        {check.locations.length
          ? i18n._('Shelves: {shelves}', { shelves: check.locations.join('; ') })
          : i18n._('Shelves: the whole library')}
      </p>
      <label className="library-stock__progress">
        {i18n._('Seen {seen} of {inScope}', { seen: totals.seen, inScope: totals.inScope })}
        <progress max={Math.max(1, totals.inScope)} value={totals.seen} />
      </label>
      <p role="status">
        {i18n._('Not seen: {notSeen} · on loan: {onLoan}', { notSeen: totals.notSeen, onLoan: totals.onLoan })}
      </p>
    </section>
  );
}

/**
 * Stock verification: the open check's progress, the shelf and the scan box (offline too, through the outbox),
 * the copies not seen and the exceptions; the incharge starts and closes checks.
 */
export function StockCheckScreen() {
  const { i18n } = useLingui();
  const current = useQuery(stockCheckQueries.current());
  const incharge = hasAnyRole(currentUser()?.roles ?? [], LIBRARY_INCHARGE_ROLES);
  const [done, setDone] = useState<string | null>(null);
  const check = current.data?.check ?? null;
  const open = check?.status === 'OPEN';
  const shelves = current.data?.shelves ?? [];
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <div className="library library-stock">
        <StatusNote>{done}</StatusNote>
        {current.isPending && <p className="hint">{i18n._('Loading…')}</p>}
        {current.isError && <ErrorAlert message={i18n._('The stock verification could not be loaded.')} />}
        {current.data && !check && <p className="hint">{i18n._('No stock verification has been made yet.')}</p>}
        {check && <CheckSummary check={check} />}
        {current.data && !open && incharge && <StartStockCheckForm shelves={shelves} onDone={setDone} />}
        {current.data && !open && !incharge && (
          <p className="hint">{i18n._('The library incharge starts a stock verification.')}</p>
        )}
        {check && open && (
          <StockScanPanel
            key={`scan-${String(check.id)}`}
            checkId={check.id}
            shelves={check.locations.length ? check.locations : shelves}
          />
        )}
        {check && <StockReportView key={`report-${String(check.id)}`} checkId={check.id} />}
        {check && open && incharge && <CloseStockCheckForm checkId={check.id} onDone={setDone} />}
      </div>
    </PageFrame>
  );
}
