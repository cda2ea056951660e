import { useNavigate, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { ReportSearchSchema, type ReportSearch } from '../../../domain/reports/report-requests';
import { currentUser } from '../../lib/session';

/**
 * A report page's filters, from its address (`?year=&term=&exam=`): read here, with the screens' code, so the route tree
 * that every page loads carries none of it; a bad value falls back to the present year rather than failing the page.
 * A change replaces the address, as a tab switch does.
 */
export function useReportSearch() {
  const search = v.parse(ReportSearchSchema, useSearch({ strict: false }));
  const navigate = useNavigate();
  const onSearch = (next: Partial<ReportSearch>) =>
    void navigate({
      to: '.',
      search: Object.fromEntries(Object.entries({ ...search, ...next }).filter(([, value]) => value)),
      replace: true,
    });
  return { search, onSearch, user: currentUser()?.username ?? '' };
}
