import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { hasAnyRole } from '../../../domain/auth/access';
import { formatRupees } from '../../../domain/money/money';
import { VENDOR_SETTINGS_ROLES } from '../../../domain/vendors/access';
import { rateText } from '../../../domain/vendors/tds';
import { EMPTY_VENDOR, type VendorFormValues } from '../../../domain/vendors/vendor-forms';
import type { Vendor } from '../../../domain/vendors/vendor-answers';
import { currentUser } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { VendorForm } from './vendor-form';
import { HeadsPanel, LimitPanel } from './vendor-lists-forms';
import { vendorQueries } from './vendors-queries';
import './vendors.css';

const TITLE = /*i18n*/ 'Vendors';

const formOf = (v: Vendor): VendorFormValues => ({
  name: v.name,
  gstin: v.gstin,
  pan: v.pan,
  address: v.address,
  contactName: v.contactName,
  phone: v.phone,
  email: v.email,
  bankAccount: v.bankAccount,
  ifsc: v.ifsc,
  bankName: v.bankName,
  tdsSection: v.tdsSection,
  tdsRate: v.tdsRateBp ? rateText(v.tdsRateBp) : '',
  active: v.active,
});

/**
 * Vendors (accountant roles): each with GSTIN, PAN, TDS and what is owed to it; adding and editing one; the heads of
 * account bills are booked under; and, for the accounts officer, the limit above which the principal approves too.
 */
export function VendorsScreen() {
  const { i18n } = useLingui();
  const online = useOnline();
  const list = useQuery(vendorQueries.list());
  const [editing, setEditing] = useState<Vendor | 'new' | null>(null);
  const officer = hasAnyRole(currentUser()?.roles ?? [], VENDOR_SETTINGS_ROLES);
  const data = list.data;
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      {!online && <ErrorAlert message={i18n._('Vendor payments need a connection.')} />}
      {list.error && <ErrorAlert message={i18n._('The vendors could not be loaded.')} />}
      {editing === null ? (
        <PlainButton onClick={() => setEditing('new')}>{i18n._('New vendor')}</PlainButton>
      ) : (
        <VendorForm
          key={editing === 'new' ? 'new' : editing.id}
          id={editing === 'new' ? null : editing.id}
          initial={editing === 'new' ? EMPTY_VENDOR : formOf(editing)}
          onDone={() => setEditing(null)}
        />
      )}
      {data && (
        <>
          <div className="table-scroll" role="region" aria-label={i18n._('Vendors')} tabIndex={0}>
            <table className="result-table">
              <caption>{i18n._('Vendors')}</caption>
              <thead>
                <tr>
                  <th scope="col">{i18n._('Vendor')}</th>
                  <th scope="col">{i18n._('GSTIN')}</th>
                  <th scope="col">{i18n._('PAN')}</th>
                  <th scope="col">{i18n._('TDS')}</th>
                  <th scope="col">{i18n._('Owed')}</th>
                  <th scope="col">{i18n._('Actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.vendors.map((v) => (
                  <tr key={v.id}>
                    <td data-label={i18n._('Vendor')}>
                      {v.name}
                      {!v.active && ` (${i18n._('inactive')})`}
                    </td>
                    <td data-label={i18n._('GSTIN')}>{v.gstin}</td>
                    <td data-label={i18n._('PAN')}>{v.pan}</td>
                    <td data-label={i18n._('TDS')}>
                      {v.tdsSection ? `${v.tdsSection} ${rateText(v.tdsRateBp)}%` : i18n._('None')}
                    </td>
                    <td data-label={i18n._('Owed')} className="money">
                      {formatRupees(v.owed)}
                    </td>
                    <td data-label={i18n._('Actions')}>
                      <PlainButton size="small" fill="clear" onClick={() => setEditing(v)}>
                        {i18n._('Edit {name}', { name: v.name })}
                      </PlainButton>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.vendors.length === 0 && <p className="hint">{i18n._('No vendor yet.')}</p>}
          <HeadsPanel heads={data.heads} />
          {officer && <LimitPanel key={data.principalLimit} limit={data.principalLimit} />}
        </>
      )}
    </PageFrame>
  );
}
