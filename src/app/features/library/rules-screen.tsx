import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { hasAnyRole } from '../../../domain/auth/access';
import { dateTimeText } from '../../../domain/calendar/date-text';
import { LIBRARY_INCHARGE_ROLES } from '../../../domain/library/access';
import { LIBRARY_PATHS } from '../../../domain/library/paths';
import { useLocale } from '../../i18n/use-locale';
import { currentUser } from '../../lib/session';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { AllowancesPanel } from './allowances-panel';
import { RulesMatrix } from './rules-matrix';
import { rulesQueries } from './rules-queries';
import { SettingsForm } from './settings-form';
import './library.css';
import './rules.css';

const TITLE = /*i18n*/ 'Circulation Rules';

/**
 * Circulation Rules: the loan rules by patron category and item type, the library's settings and the material
 * allowances (book bank). The staff read them, offline too from the device's copy; the incharge alone changes them,
 * as the server's permission lines say (the same list).
 */
export function RulesScreen() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const user = currentUser();
  const username = user?.username ?? '';
  const rules = useQuery(rulesQueries.rules(username));
  const allowances = useQuery(rulesQueries.allowances(username));
  const offline = rules.data?.source === 'device' || allowances.data?.source === 'device';
  const canEdit = hasAnyRole(user?.roles ?? [], LIBRARY_INCHARGE_ROLES) && !offline;
  const fetchedAt = rules.data?.fetchedAt ?? allowances.data?.fetchedAt;
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <div className="library library-rules-screen">
        <p className="library__links">
          <Link to={LIBRARY_PATHS.libraryDesk}>{i18n._('Issue and Return')}</Link>
        </p>
        {offline && fetchedAt !== undefined && (
          <p className="hint" role="status">
            {i18n._('You are offline. Showing the copy saved on this device, fetched {fetched}.', {
              fetched: dateTimeText(fetchedAt, locale),
            })}
          </p>
        )}
        {rules.isPending && <p className="hint">{i18n._('Loading…')}</p>}
        {rules.isError && (
          <ErrorAlert
            message={i18n._('The circulation rules could not be loaded. Check your connection and try again.')}
          />
        )}
        {rules.data && (
          <>
            <RulesMatrix saved={rules.data.data.rules} canEdit={canEdit} />
            <SettingsForm
              key={JSON.stringify(rules.data.data.settings)}
              settings={rules.data.data.settings}
              canEdit={canEdit}
            />
          </>
        )}
        {allowances.isError && (
          <ErrorAlert
            message={i18n._('The material allowances could not be loaded. Check your connection and try again.')}
          />
        )}
        {allowances.data && <AllowancesPanel list={allowances.data.data} canEdit={canEdit} />}
      </div>
    </PageFrame>
  );
}
