import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatRupees } from '../../../domain/money/money';
import { BILL_STATUSES, PAYABLE_STATUSES, type BillStatus } from '../../../domain/vendors/bills';
import type { Bill } from '../../../domain/vendors/vendor-answers';
import { VENDORS_PATHS } from '../../../domain/vendors/paths';
import { useOnline } from '../../lib/use-online';
import { AppLink } from '../../ui/app-link';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { BillForm } from './bill-form';
import { BillsTable } from './bills-table';
import { BILL_STATUS_LABELS } from './bill-words';
import { PaymentForm } from './payment-form';
import { vendorQueries } from './vendors-queries';
import './vendors.css';

const TITLE = /*i18n*/ 'Vendor Payments';

/**
 * Vendor payments (accountant roles): the bills by status (the address's ?status=), booking a new bill for approval,
 * and paying an approved one by transfer or cheque with TDS. Approving is on Bills to Approve; vendors and the ledger
 * have screens of their own.
 */
export function VendorPaymentsScreen({
  status,
  onStatus,
}: {
  status: BillStatus | undefined;
  onStatus: (status: BillStatus | undefined) => void;
}) {
  const { i18n } = useLingui();
  const online = useOnline();
  const bills = useQuery(vendorQueries.bills(status));
  const lists = useQuery(vendorQueries.list());
  const [adding, setAdding] = useState(false);
  const [paying, setPaying] = useState<Bill | null>(null);
  const filters: (BillStatus | undefined)[] = [undefined, ...BILL_STATUSES];
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      {!online && <ErrorAlert message={i18n._('Vendor payments need a connection.')} />}
      {bills.error && <ErrorAlert message={i18n._('The bills could not be loaded.')} />}
      <nav className="vendor-actions" aria-label={i18n._('Vendor payments')}>
        <AppLink to={VENDORS_PATHS.vendors}>{i18n._('Vendors')}</AppLink>
        <AppLink to={VENDORS_PATHS.billsToApprove}>{i18n._('Bills to Approve')}</AppLink>
        <AppLink to={VENDORS_PATHS.vendorLedger}>{i18n._('Vendor Ledger')}</AppLink>
      </nav>
      {adding && lists.data ? (
        <BillForm lists={lists.data} onDone={() => setAdding(false)} />
      ) : (
        <PlainButton onClick={() => setAdding(true)} disabled={!lists.data}>
          {i18n._('New bill')}
        </PlainButton>
      )}
      {paying && <PaymentForm key={paying.id} bill={paying} onDone={() => setPaying(null)} />}
      <div className="vendor-filter" role="group" aria-label={i18n._('Show bills')}>
        {filters.map((s) => (
          <PlainButton
            key={s ?? 'all'}
            size="small"
            fill={s === status ? 'solid' : 'outline'}
            aria-pressed={s === status}
            onClick={() => onStatus(s)}
          >
            {s ? i18n._(BILL_STATUS_LABELS[s]) : i18n._('Every bill')}
          </PlainButton>
        ))}
      </div>
      {bills.data && (
        <>
          <p className="hint">
            {i18n._('Bills above {limit} need the principal as well as the accounts officer.', {
              limit: formatRupees(bills.data.principalLimit),
            })}
          </p>
          <BillsTable
            bills={bills.data.bills}
            caption={status ? i18n._(BILL_STATUS_LABELS[status]) : i18n._('Every bill')}
            actions={(b) =>
              PAYABLE_STATUSES.includes(b.status) && (
                <PlainButton size="small" onClick={() => setPaying(b)} disabled={!online}>
                  {i18n._('Pay {bill}', { bill: b.billNo })}
                </PlainButton>
              )
            }
          />
          {bills.data.bills.length === 0 && <p className="hint">{i18n._('No bill here.')}</p>}
        </>
      )}
    </PageFrame>
  );
}
