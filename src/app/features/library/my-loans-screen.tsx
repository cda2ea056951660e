import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LANDING_BY_ROLE } from '../../../domain/auth/roles';
import { dateTimeText } from '../../../domain/calendar/date-text';
import { formatRupees } from '../../../domain/money/money';
import { useLocale } from '../../i18n/use-locale';
import { currentUser } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { MyHoldList } from './my-hold-list';
import { MyLoanList } from './my-loan-list';
import { myLoansQueries } from './my-loans-api';
import './library.css';
import './my-loans.css';

const TITLE = /*i18n*/ 'My Loans';

/**
 * A reader's own circulation: the books they have out and when each is due (overdue marked, with the fine so far),
 * renewed from here when the rules allow; the titles they wait for, with their place in the line or the day a kept
 * copy waits until, cancelled from here. Offline it shows the loans last seen; renewing and cancelling need the network.
 */
export function MyLoansScreen() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const user = currentUser()?.username ?? '';
  const answer = useQuery(myLoansQueries.mine(user));
  const card = answer.data?.data;
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <div className="library library-mine">
        <p className="library__links">
          <Link to={LANDING_BY_ROLE.ROLE_LIBRARY_ASSISTANT}>{i18n._('Find a book (View Books)')}</Link>
        </p>
        {answer.data?.source === 'device' && (
          <p className="hint" role="status">
            {i18n._('You are offline. Showing the copy saved on this device, fetched {fetched}.', {
              fetched: dateTimeText(answer.data.fetchedAt, locale),
            })}
          </p>
        )}
        {!online && <p className="hint">{i18n._('Renewing a loan or cancelling a hold needs a connection.')}</p>}
        {answer.isPending && <p className="hint">{i18n._('Loading…')}</p>}
        {answer.isError && (
          <ErrorAlert message={i18n._('Your loans could not be loaded. Check your connection and try again.')} />
        )}
        {card && (
          <>
            <section className="library-panel" aria-labelledby="library-mine-loans">
              <h2 id="library-mine-loans">{i18n._('Books on loan')}</h2>
              {card.finesOwedPaise > 0 && (
                <p className="error-alert">
                  {i18n._('Fines owed: {owed}', { owed: formatRupees(card.finesOwedPaise) })}
                </p>
              )}
              <MyLoanList user={user} loans={card.loans} online={online} />
            </section>
            <section className="library-panel" aria-labelledby="library-mine-holds">
              <h2 id="library-mine-holds">{i18n._('Waiting for')}</h2>
              <MyHoldList user={user} holds={card.holds ?? []} online={online} />
            </section>
          </>
        )}
      </div>
    </PageFrame>
  );
}
