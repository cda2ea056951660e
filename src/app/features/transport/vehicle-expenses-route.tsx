import { useNavigate, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { VehicleExpensesSearchSchema } from '../../../domain/transport/expenses-search';
import { VehicleExpensesScreen } from './vehicle-expenses-screen';

/** Vehicle Expenses with its address's search (?vehicle=), read here with the screen's code. */
export function VehicleExpensesRoute() {
  const search = v.parse(VehicleExpensesSearchSchema, useSearch({ strict: false }));
  const navigate = useNavigate();
  const show = (vehicle: number | undefined) =>
    void navigate({ to: '.', search: vehicle === undefined ? {} : { vehicle } });
  return <VehicleExpensesScreen vehicle={search.vehicle} onShow={show} />;
}
