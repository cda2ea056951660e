import { useNavigate, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { HostelManagementSearchSchema } from '../../../domain/hostel/management-search';
import { HostelManagementScreen } from './hostel-management-screen';

/** Hostel Management with its address's search (?block=), read here with the screen's code. */
export function HostelManagementRoute() {
  const search = v.parse(HostelManagementSearchSchema, useSearch({ strict: false }));
  const navigate = useNavigate();
  const show = (block: number | undefined) => void navigate({ to: '.', search: block === undefined ? {} : { block } });
  return <HostelManagementScreen block={search.block} onShow={show} />;
}
