import { admissionTypesFor, usesSeatTypes } from '../../../domain/admissions/choices';
import { seatTypeLabel } from '../../../domain/masters/seat-type';
import { useCollegeCode, useSeatTypesAsDrop } from '../../lib/lookup-queries';
import type { Option } from '../../ui/form/select-field';

/**
 * The admission types both admission forms offer: the college's rule (admissionTypesFor), the one the server's
 * save and the register's filter apply, so a clerk is never offered a type the save refuses. No options until
 * the college code is known (and, at a college that admits by seat type, its seat types).
 */
export function useAdmissionTypeOptions(): { options: Option[] | undefined; loading: boolean } {
  const college = useCollegeCode();
  const seatTypes = useSeatTypesAsDrop();
  const code = college.data;
  const bySeatType = usesSeatTypes(code ?? '');
  const known = code !== undefined && (!bySeatType || seatTypes.data !== undefined);
  return {
    options: known
      ? admissionTypesFor(code, (seatTypes.data ?? []).map(seatTypeLabel)).map((t) => ({ value: t, label: t }))
      : undefined,
    loading: college.isPending || (bySeatType && seatTypes.isPending),
  };
}
