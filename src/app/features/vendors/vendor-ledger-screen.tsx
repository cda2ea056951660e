import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dateText } from '../../../domain/calendar/date-text';
import { formatRupees } from '../../../domain/money/money';
import { VendorPickSchema } from '../../../domain/vendors/vendor-forms';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';
import { failureMessage } from '../../lib/http';
import { useOnline } from '../../lib/use-online';
import { ErrorAlert } from '../../ui/error-alert';
import { SelectField } from '../../ui/form/select-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { showToast } from '../../ui/toast';
import { downloadLedger, vendorQueries } from './vendors-queries';
import './vendors.css';

const TITLE = /*i18n*/ 'Vendor Ledger';

const KIND_LABELS = { BILL: /*i18n*/ 'Bill', PAYMENT: /*i18n*/ 'Payment', TDS: /*i18n*/ 'TDS' } as const;

/** One vendor's ledger, once chosen: bills credited, payments and TDS debited, the balance owed; Excel. */
function Ledger({ id }: { id: number }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const ledger = useQuery(vendorQueries.ledger(id));
  const [exporting, setExporting] = useState(false);
  const data = ledger.data;
  if (ledger.error) return <ErrorAlert message={i18n._('The ledger could not be loaded.')} />;
  if (!data) return <p className="hint">{i18n._('Loading…')}</p>;
  const exportExcel = async () => {
    setExporting(true);
    try {
      await downloadLedger(id);
    } catch (e) {
      void showToast(translateKnown(i18n, await failureMessage(e)), { tone: 'danger' });
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <p>
        {[data.vendor.gstin && `GSTIN ${data.vendor.gstin}`, data.vendor.pan && `PAN ${data.vendor.pan}`]
          .filter(Boolean)
          .join(', ')}
      </p>
      <p className="vendor-split">
        {i18n._('Billed {credit}; paid with TDS {debit} (TDS {tds}); owed {balance}.', {
          credit: formatRupees(data.credit),
          debit: formatRupees(data.debit),
          tds: formatRupees(data.tds),
          balance: formatRupees(data.balance),
        })}
      </p>
      <PlainButton onClick={() => void exportExcel()} disabled={exporting}>
        {exporting ? i18n._('Preparing…') : i18n._('Export to Excel')}
      </PlainButton>
      <div
        className="table-scroll"
        role="region"
        aria-label={i18n._('Ledger of {name}', { name: data.vendor.name })}
        tabIndex={0}
      >
        <table className="result-table">
          <caption>{i18n._('Ledger of {name}', { name: data.vendor.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{i18n._('Date')}</th>
              <th scope="col">{i18n._('Entry')}</th>
              <th scope="col">{i18n._('Number')}</th>
              <th scope="col">{i18n._('Particulars')}</th>
              <th scope="col">{i18n._('Debit')}</th>
              <th scope="col">{i18n._('Credit')}</th>
              <th scope="col">{i18n._('Balance owed')}</th>
            </tr>
          </thead>
          <tbody>
            {data.lines.map((l, i) => (
              <tr key={`${l.kind}-${l.number}-${String(i)}`}>
                <td data-label={i18n._('Date')}>{dateText(l.at, locale)}</td>
                <td data-label={i18n._('Entry')}>{i18n._(KIND_LABELS[l.kind])}</td>
                <td data-label={i18n._('Number')}>{l.number}</td>
                <td data-label={i18n._('Particulars')}>{l.particulars}</td>
                <td data-label={i18n._('Debit')} className="money">
                  {l.debit ? formatRupees(l.debit) : ''}
                </td>
                <td data-label={i18n._('Credit')} className="money">
                  {l.credit ? formatRupees(l.credit) : ''}
                </td>
                <td data-label={i18n._('Balance owed')} className="money">
                  {formatRupees(l.balance)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.lines.length === 0 && <p className="hint">{i18n._('Nothing billed or paid yet.')}</p>}
    </>
  );
}

/** Each vendor's ledger (accountant roles); the vendor chosen is the address's ?vendor=, so it can be shared. */
export function VendorLedgerScreen({
  vendorId,
  onVendor,
}: {
  vendorId: number | null;
  onVendor: (id: number) => void;
}) {
  const { i18n } = useLingui();
  const online = useOnline();
  const list = useQuery(vendorQueries.list());
  const form = useSchemaForm(VendorPickSchema, {
    initial: { vendorId: vendorId === null ? '' : String(vendorId) },
    onSubmit: (picked) => onVendor(Number(picked.vendorId)),
  });
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      {!online && <ErrorAlert message={i18n._('Vendor payments need a connection.')} />}
      <form
        className="vendor-form__grid"
        onSubmit={form.handleSubmit}
        noValidate
        aria-label={i18n._('Choose the vendor')}
      >
        <SelectField
          field={form.field('vendorId')}
          label={i18n._('Vendor')}
          placeholder={i18n._('Choose the vendor')}
          loading={!list.data}
          options={list.data?.vendors.map((v) => ({ value: String(v.id), label: v.name }))}
        />
        <PlainButton type="submit">{i18n._('Show ledger')}</PlainButton>
      </form>
      {vendorId !== null && <Ledger key={vendorId} id={vendorId} />}
    </PageFrame>
  );
}
