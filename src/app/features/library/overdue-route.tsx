import { useNavigate, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { OverdueSearchSchema, overdueParams, type OverdueQuery } from '../../../domain/library/overdue';
import { OverdueScreen } from './overdue-screen';

/** Overdue with its address's filters (?category=&order=&page=), read here with the screen's code. */
export function OverdueRoute() {
  const search = v.parse(OverdueSearchSchema, useSearch({ strict: false }));
  const navigate = useNavigate();
  const go = (next: OverdueQuery) => void navigate({ to: '.', search: overdueParams(next) });
  return <OverdueScreen search={search} onSearch={go} />;
}
