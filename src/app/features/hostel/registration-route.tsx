import { useNavigate, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { RegistrationSearchSchema, type RegistrationSearch } from '../../../domain/hostel/registration-desk';
import { RegistrationScreen } from './registration-screen';

/** Hostel Registration with its address's search (?status=&page=), read here with the screen's code. */
export function RegistrationRoute() {
  const search = v.parse(RegistrationSearchSchema, useSearch({ strict: false }));
  const navigate = useNavigate();
  const go = (next: RegistrationSearch) =>
    void navigate({
      to: '.',
      search: { ...(next.status ? { status: next.status } : {}), ...(next.page ? { page: next.page } : {}) },
    });
  return <RegistrationScreen search={search} onSearch={go} />;
}
