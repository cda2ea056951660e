import { PlainButton } from '../../ui/plain/plain-button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { hasAnyRole } from '../../../domain/auth/access';
import { REFUND_ROLES } from '../../../domain/payments/access';
import type { LedgerQuery } from '../../../domain/payments/ledger';
import { failureMessage } from '../../lib/http';
import { currentUser } from '../../lib/session';
import { PageFrame } from '../../ui/page-frame';
import { showToast } from '../../ui/toast';
import { downloadLedgerExcel, ledgerKeys, feeAccountsQueries, reconcileNow } from './ledger-queries';
import { LedgerFilters, NO_FILTERS } from './ledger-filters';
import { DailyCollectionView, LedgerTotalsView } from './ledger-summary';
import { LedgerTable } from './ledger-table';
import { ErrorAlert } from '../../ui/error-alert';
import './ledger.css';
import { dateTimeText } from '../../../domain/calendar/date-text';
import { useLingui } from '@lingui/react';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';

const TITLE = /*i18n*/ 'Fee Ledger';

/** The accounts ledger (accountant roles and the fee payments desk): filters, totals, daily summary, Excel, reconciliation, refunds. */
export function FeeLedgerScreen() {
  const roles = currentUser()?.roles ?? [];
  return <FeeLedger mayRefund={hasAnyRole(roles, REFUND_ROLES)} />;
}

function FeeLedger({ mayRefund }: { mayRefund: boolean }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<LedgerQuery>(NO_FILTERS);
  const ledger = useQuery(feeAccountsQueries.ledger(query));
  const [exporting, setExporting] = useState(false);

  const reconcile = useMutation({
    mutationFn: reconcileNow,
    onSuccess: async (answer) => {
      void showToast(translateKnown(i18n, answer.message), { tone: answer.failed ? 'medium' : 'success' });
      await queryClient.invalidateQueries({ queryKey: ledgerKeys.all });
    },
    onError: async (e) => showToast(translateKnown(i18n, await failureMessage(e)), { tone: 'danger' }),
  });
  const exportExcel = async () => {
    setExporting(true);
    try {
      await downloadLedgerExcel(query);
    } catch (e) {
      void showToast(translateKnown(i18n, await failureMessage(e)), { tone: 'danger' });
    } finally {
      setExporting(false);
    }
  };
  const last = ledger.data?.lastReconciliation;

  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <LedgerFilters applied={query} options={ledger.data?.options} onApply={setQuery} />
      <div className="row-actions ledger-actions">
        <PlainButton onClick={() => void exportExcel()} disabled={exporting}>
          {exporting ? i18n._('Preparing…') : i18n._('Export to Excel')}
        </PlainButton>
        <PlainButton fill="outline" onClick={() => reconcile.mutate()} disabled={reconcile.isPending}>
          {reconcile.isPending ? i18n._('Asking the gateway…') : i18n._('Reconcile with Gateway')}
        </PlainButton>
      </div>
      <p className="hint">
        {i18n._(
          'Reconciliation asks the gateway about every payment still DUE and records those paid meanwhile; it also runs on its own every few minutes.',
        )}
        {last && ' '}
        {last &&
          i18n._('Last run {time} ({trigger}): {checked} checked, {recorded} recorded.', {
            time: dateTimeText(last.startedAt, locale),
            trigger: last.trigger,
            checked: last.checked,
            recorded: last.recorded,
          })}
      </p>
      {ledger.isError && (
        <ErrorAlert message={i18n._('The ledger could not be loaded. Check your connection and try again.')} />
      )}
      {ledger.isPending && (
        <p className="hint" role="status">
          {i18n._('Loading the ledger…')}
        </p>
      )}
      {ledger.data && (
        <>
          <section aria-labelledby="ledger-totals-title">
            <h2 id="ledger-totals-title">{i18n._('Totals')}</h2>
            <LedgerTotalsView totals={ledger.data.totals} />
          </section>
          <section aria-labelledby="ledger-daily-title">
            <h2 id="ledger-daily-title">{i18n._('Daily collection')}</h2>
            <DailyCollectionView daily={ledger.data.daily} />
          </section>
          <section aria-labelledby="ledger-entries-title">
            <h2 id="ledger-entries-title">{i18n._('Payments')}</h2>
            {ledger.data.truncated && (
              <p className="hint">
                {i18n._('Showing the newest {count}; the totals and the Excel export include every match.', {
                  count: ledger.data.entries.length,
                })}
              </p>
            )}
            <LedgerTable entries={ledger.data.entries} mayRefund={mayRefund} />
          </section>
        </>
      )}
    </PageFrame>
  );
}
