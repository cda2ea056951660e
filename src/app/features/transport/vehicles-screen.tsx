import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { hasAnyRole } from '../../../domain/auth/access';
import { LANDING_BY_ROLE } from '../../../domain/auth/roles';
import { dateText, dateTimeText } from '../../../domain/calendar/date-text';
import { countText } from '../../../domain/display-formats';
import { TRANSPORT_STAFF_ROLES } from '../../../domain/transport/access';
import { VEHICLE_DOCUMENT_LABELS, VEHICLE_KIND_LABELS } from '../../../domain/transport/labels';
import { TRANSPORT_PATHS } from '../../../domain/transport/paths';
import type { VehicleLine } from '../../../domain/transport/vehicle-answers';
import { useLocale } from '../../i18n/use-locale';
import { currentUser } from '../../lib/session';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { StandingText, useDaysText } from './document-standing';
import { RenewDocumentForm, VehicleForm } from './transport-forms';
import { transportQueries } from './transport-queries';
import '../../ui/dashboard.css';
import './transport.css';

const TITLE = /*i18n*/ 'Vehicles';

/**
 * The Transport tile's "Vehicles": the fleet by registration with its crew and each document's standing today; the
 * incharge adds a vehicle with the documents it carries and renews a vehicle's document. The fleet last seen reads
 * again offline.
 */
export function VehiclesScreen() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const user = currentUser();
  const staff = hasAnyRole(user?.roles ?? [], TRANSPORT_STAFF_ROLES);
  const fleet = useQuery(transportQueries.vehicles(user?.username ?? ''));
  const vehicles = fleet.data?.data.vehicles;
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <div className="transport">
        <p className="transport__links">
          <Link to={LANDING_BY_ROLE.ROLE_TRANSPORTATION_INCHARGE}>
            {i18n._('Documents needing action (dashboard)')}
          </Link>
          <Link to={TRANSPORT_PATHS.transportExpenses}>{i18n._('Vehicle expenses and running cost')}</Link>
        </p>
        {fleet.data?.source === 'device' && (
          <p className="hint" role="status">
            {i18n._('You are offline. Showing the copy saved on this device, fetched {fetched}.', {
              fetched: dateTimeText(fleet.data.fetchedAt, locale),
            })}
          </p>
        )}
        {fleet.isError && (
          <ErrorAlert message={i18n._('The transport could not be loaded. Check your connection and try again.')} />
        )}
        <section className="dashboard-section" aria-labelledby="transport-vehicles" aria-busy={fleet.isPending}>
          <h2 id="transport-vehicles">{i18n._('Fleet')}</h2>
          {vehicles?.length === 0 && (
            <p className="hint">
              {staff ? i18n._('No vehicles yet. Add the college’s vehicles below.') : i18n._('No vehicles yet.')}
            </p>
          )}
          {vehicles && vehicles.length > 0 && <FleetTable vehicles={vehicles} />}
        </section>
        {staff && <VehicleForm />}
        {staff && vehicles && vehicles.length > 0 && (
          <section className="dashboard-section" aria-labelledby="transport-renew">
            <h2 id="transport-renew">{i18n._('Renew a document')}</h2>
            <div className="transport-forms">
              {vehicles.map((vehicle) => (
                <RenewDocumentForm key={vehicle.id} vehicle={vehicle} />
              ))}
            </div>
          </section>
        )}
      </div>
    </PageFrame>
  );
}

function FleetTable({ vehicles }: { vehicles: readonly VehicleLine[] }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const daysText = useDaysText();
  return (
    <div className="transport-table-wrap">
      <table className="transport-table">
        <caption className="visually-hidden">{i18n._('The college’s vehicles and their documents')}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._('Registration')}</th>
            <th scope="col">{i18n._('Kind')}</th>
            <th scope="col">{i18n._('Seats')}</th>
            <th scope="col">{i18n._('Driver')}</th>
            <th scope="col">{i18n._('Documents')}</th>
          </tr>
        </thead>
        <tbody>
          {vehicles.map((x) => (
            <tr key={x.id}>
              <th scope="row">
                <Link to={TRANSPORT_PATHS.transportExpenses} search={{ vehicle: x.id }}>
                  {x.registrationText}
                </Link>
              </th>
              <td>{i18n._(VEHICLE_KIND_LABELS[x.kind])}</td>
              <td>{countText(x.seats)}</td>
              <td>
                {x.driverName}
                {x.attendantName && (
                  <span className="hint transport-block">{i18n._('Attendant: {name}', { name: x.attendantName })}</span>
                )}
              </td>
              <td>
                <ul className="transport-documents">
                  {x.documents.map((d) => (
                    <li key={d.document}>
                      {i18n._(VEHICLE_DOCUMENT_LABELS[d.document])}: <StandingText standing={d.standing} />{' '}
                      <span className="hint">
                        {d.validUntil
                          ? i18n._('until {day} ({days})', {
                              day: dateText(d.validUntil, locale),
                              days: daysText(d.daysLeft),
                            })
                          : daysText(null)}
                      </span>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
