import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { hasAnyRole } from '../../../domain/auth/access';
import { LANDING_BY_ROLE } from '../../../domain/auth/roles';
import { dateText, dateTimeText, monthText } from '../../../domain/calendar/date-text';
import { countText } from '../../../domain/display-formats';
import { formatRupees } from '../../../domain/money/money';
import { TRANSPORT_STAFF_ROLES } from '../../../domain/transport/access';
import { VEHICLE_EXPENSE_LABELS } from '../../../domain/transport/labels';
import { TRANSPORT_PATHS } from '../../../domain/transport/paths';
import type { VehicleExpenseLine, VehicleLine } from '../../../domain/transport/vehicle-answers';
import { useLocale } from '../../i18n/use-locale';
import { currentUser } from '../../lib/session';
import { ChoiceSelect } from '../../ui/choice-select';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { ExpenseForm } from './transport-forms';
import { transportQueries } from './transport-queries';
import '../../ui/dashboard.css';
import './transport.css';

const TITLE = /*i18n*/ 'Vehicle Expenses';

/** Millilitres as litres, grouped the Indian way with up to three decimals. */
const litresText = (millilitres: number) => countText(millilitres / 1000);

/**
 * The Transport tile's "Vehicle expenses": one vehicle (`?vehicle=`, the first of the fleet when none is chosen), its
 * expenses the latest first, the incharge's form to add one, and its running cost month by month (kilometres from
 * the odometer, spending, cost per kilometre). What was last seen reads again offline.
 */
export function VehicleExpensesScreen({
  vehicle,
  onShow,
}: {
  vehicle: number | undefined;
  onShow: (vehicle: number | undefined) => void;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const user = currentUser();
  const staff = hasAnyRole(user?.roles ?? [], TRANSPORT_STAFF_ROLES);
  const fleet = useQuery(transportQueries.vehicles(user?.username ?? ''));
  const vehicles = fleet.data?.data.vehicles;
  const shown = vehicles?.find((x) => x.id === vehicle) ?? vehicles?.[0];
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <div className="transport">
        <p className="transport__links">
          <Link to={LANDING_BY_ROLE.ROLE_TRANSPORTATION_INCHARGE}>
            {i18n._('Documents needing action (dashboard)')}
          </Link>
          <Link to={TRANSPORT_PATHS.transportVehicles}>{i18n._('Vehicles and their documents')}</Link>
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
        {vehicles?.length === 0 && <p className="hint">{i18n._('No vehicles yet.')}</p>}
        {vehicles && shown && (
          <div className="transport-choose">
            <ChoiceSelect
              label={i18n._('Vehicle')}
              name="vehicle"
              value={String(shown.id)}
              options={vehicles.map((x) => ({ value: x.id, label: x.registrationText }))}
              onChange={(id) => onShow(id === '' ? undefined : Number(id))}
            />
          </div>
        )}
        {shown && <ShownVehicle vehicle={shown} user={user?.username ?? ''} staff={staff} />}
      </div>
    </PageFrame>
  );
}

function ShownVehicle({ vehicle, user, staff }: { vehicle: VehicleLine; user: string; staff: boolean }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const expenses = useQuery(transportQueries.expenses(user, vehicle.id));
  const cost = useQuery(transportQueries.runningCost(user, vehicle.id));
  const failed = i18n._('The vehicle’s expenses could not be loaded. Check your connection and try again.');
  return (
    <>
      {staff && <ExpenseForm key={vehicle.id} vehicleId={vehicle.id} />}
      <section className="dashboard-section" aria-labelledby="transport-cost" aria-busy={cost.isPending}>
        <h2 id="transport-cost">{i18n._('Running cost of {vehicle}', { vehicle: vehicle.registrationText })}</h2>
        {cost.isError && <ErrorAlert message={failed} />}
        {cost.data?.data.months.length === 0 && <p className="hint">{i18n._('No expenses recorded yet.')}</p>}
        {cost.data && cost.data.data.months.length > 0 && (
          <table className="transport-table">
            <caption className="visually-hidden">
              {i18n._('Running cost by month of {vehicle}', { vehicle: vehicle.registrationText })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{i18n._('Month')}</th>
                <th scope="col">{i18n._('Kilometres')}</th>
                <th scope="col">{i18n._('Spent')}</th>
                <th scope="col">{i18n._('Cost per km')}</th>
              </tr>
            </thead>
            <tbody>
              {cost.data.data.months.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{monthText(m.month, locale)}</th>
                  <td>{countText(m.km)}</td>
                  <td>{formatRupees(m.spentPaise)}</td>
                  <td>{m.perKmPaise === null ? '—' : formatRupees(m.perKmPaise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="dashboard-section" aria-labelledby="transport-expenses" aria-busy={expenses.isPending}>
        <h2 id="transport-expenses">{i18n._('Expenses of {vehicle}', { vehicle: vehicle.registrationText })}</h2>
        {expenses.isError && <ErrorAlert message={failed} />}
        {expenses.data?.data.expenses.length === 0 && <p className="hint">{i18n._('No expenses recorded yet.')}</p>}
        {expenses.data && expenses.data.data.expenses.length > 0 && (
          <ExpenseTable expenses={expenses.data.data.expenses} registration={vehicle.registrationText} />
        )}
      </section>
    </>
  );
}

function ExpenseTable({ expenses, registration }: { expenses: readonly VehicleExpenseLine[]; registration: string }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <table className="transport-table">
      <caption className="visually-hidden">{i18n._('Expenses of {vehicle}', { vehicle: registration })}</caption>
      <thead>
        <tr>
          <th scope="col">{i18n._('Day')}</th>
          <th scope="col">{i18n._('Expense')}</th>
          <th scope="col">{i18n._('Amount')}</th>
          <th scope="col">{i18n._('Fuel and odometer')}</th>
        </tr>
      </thead>
      <tbody>
        {expenses.map((e) => (
          <tr key={e.id}>
            <th scope="row">{dateText(e.day, locale)}</th>
            <td>
              {i18n._(VEHICLE_EXPENSE_LABELS[e.kind])}
              {e.note && <span className="hint transport-block">{e.note}</span>}
            </td>
            <td>{formatRupees(e.amountPaise)}</td>
            <td>
              {e.fuelMillilitres !== null && (
                <span className="transport-block">
                  {i18n._('{litres} litres', { litres: litresText(e.fuelMillilitres) })}
                </span>
              )}
              {e.odometerKm !== null && (
                <span className="transport-block">{i18n._('{km} km', { km: countText(e.odometerKm) })}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
