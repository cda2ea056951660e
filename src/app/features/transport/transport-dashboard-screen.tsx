import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { dateText, dateTimeText } from '../../../domain/calendar/date-text';
import { VEHICLE_DOCUMENT_LABELS } from '../../../domain/transport/labels';
import { TRANSPORT_PATHS } from '../../../domain/transport/paths';
import type { DocumentDueLine } from '../../../domain/transport/vehicle-answers';
import { useLocale } from '../../i18n/use-locale';
import { currentUser } from '../../lib/session';
import { Counter } from '../../ui/counter-tile';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { StandingText, useDaysText } from './document-standing';
import { transportQueries } from './transport-queries';
import '../../ui/dashboard.css';
import './transport.css';

const TITLE = /*i18n*/ 'Transportation Dashboard';

/**
 * §2 /app/Transportation Dashboard, the incharge's landing (read by the administrator and the principal too): the
 * fleet and its seats counted, the documents due and those overdue or missing, and the list of documents needing
 * action. What was last seen reads again offline.
 */
export function TransportDashboardScreen() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const user = currentUser()?.username ?? '';
  const fleet = useQuery(transportQueries.vehicles(user));
  const due = useQuery(transportQueries.due(user));
  const vehicles = fleet.data?.data.vehicles;
  const documents = due.data?.data.documents;
  const offline = [fleet.data, due.data].find((answer) => answer?.source === 'device');
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <div className="transport">
        <p className="transport__links">
          <Link to={TRANSPORT_PATHS.transportVehicles}>{i18n._('Vehicles and their documents')}</Link>
          <Link to={TRANSPORT_PATHS.transportExpenses}>{i18n._('Vehicle expenses and running cost')}</Link>
        </p>
        {offline && (
          <p className="hint" role="status">
            {i18n._('You are offline. Showing the copy saved on this device, fetched {fetched}.', {
              fetched: dateTimeText(offline.fetchedAt, locale),
            })}
          </p>
        )}
        {(fleet.isError || due.isError) && (
          <ErrorAlert message={i18n._('The transport could not be loaded. Check your connection and try again.')} />
        )}
        <section className="dashboard-section" aria-labelledby="transport-fleet">
          <h2 id="transport-fleet">{i18n._('Fleet')}</h2>
          <ul className="counter-grid" aria-busy={fleet.isPending || due.isPending}>
            <Counter label={i18n._('Vehicles')} value={vehicles?.length} />
            <Counter label={i18n._('Seats')} value={vehicles?.reduce((n, x) => n + x.seats, 0)} />
            <Counter label={i18n._('Documents due')} value={documents?.filter((d) => d.standing === 'DUE').length} />
            <Counter
              label={i18n._('Documents overdue or missing')}
              value={documents?.filter((d) => d.standing !== 'DUE').length}
            />
          </ul>
        </section>
        {due.data && (
          <section className="dashboard-section" aria-labelledby="transport-due">
            <h2 id="transport-due">{i18n._('Documents needing action')}</h2>
            <p className="hint">
              {i18n._('Missing, overdue, or lapsing within {days} days.', {
                days: String(due.data.data.warningDays),
              })}
            </p>
            {due.data.data.documents.length === 0 ? (
              <p className="hint">{i18n._('Every document of the fleet is valid.')}</p>
            ) : (
              <DueTable documents={due.data.data.documents} />
            )}
          </section>
        )}
      </div>
    </PageFrame>
  );
}

function DueTable({ documents }: { documents: readonly DocumentDueLine[] }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const daysText = useDaysText();
  return (
    <div className="transport-table-wrap">
      <table className="transport-table">
        <caption className="visually-hidden">{i18n._('Documents needing action')}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._('Vehicle')}</th>
            <th scope="col">{i18n._('Document')}</th>
            <th scope="col">{i18n._('Valid until')}</th>
            <th scope="col">{i18n._('Days')}</th>
            <th scope="col">{i18n._('Standing')}</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((d) => (
            <tr key={`${String(d.vehicleId)}-${d.document}`}>
              <th scope="row">
                <Link to={TRANSPORT_PATHS.transportVehicles}>{d.registrationText}</Link>
              </th>
              <td>{i18n._(VEHICLE_DOCUMENT_LABELS[d.document])}</td>
              <td>{d.validUntil ? dateText(d.validUntil, locale) : '—'}</td>
              <td>{daysText(d.daysLeft)}</td>
              <td>
                <StandingText standing={d.standing} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
