import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { formatRupees } from '../../../domain/money/money';
import { useOnline } from '../../lib/use-online';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { BillsTable } from './bills-table';
import { DecisionForm } from './decision-form';
import { vendorQueries } from './vendors-queries';
import './vendors.css';

const TITLE = /*i18n*/ 'Bills to Approve';

/**
 * The bills waiting for the signed-in user's decision: submitted bills for the accounts officer (never their own: the
 * server refuses the maker), and those above the college's limit the officer passed on, for the principal.
 */
export function BillsToApproveScreen() {
  const { i18n } = useLingui();
  const online = useOnline();
  const waiting = useQuery(vendorQueries.waiting());
  const data = waiting.data;
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      {!online && <ErrorAlert message={i18n._('Vendor payments need a connection.')} />}
      {waiting.error && <ErrorAlert message={i18n._('The bills could not be loaded.')} />}
      {data && (
        <>
          <p className="hint">
            {i18n._('Bills above {limit} need the principal as well as the accounts officer.', {
              limit: formatRupees(data.principalLimit),
            })}
          </p>
          <BillsTable
            bills={data.bills}
            caption={i18n._('Waiting for your approval')}
            actions={(b) => <DecisionForm bill={b} />}
          />
          {data.bills.length === 0 && <p className="hint">{i18n._('No bill is waiting for you.')}</p>}
        </>
      )}
    </PageFrame>
  );
}
