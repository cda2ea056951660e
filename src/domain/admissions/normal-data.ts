import { seatTypeLabel } from '../masters/seat-type';
import { PLAIN_ADMISSION_TYPES, usesSeatTypes } from './choices';

/**
 * §7 GET getNormalData: the college's general data the admission forms need, in one answer — its code and
 * name, the academic year a save made today falls in (§9 helper), and the admission types its forms offer
 * (§4: the seat types' text before the first comma for KNRR, BRILL and BRIG, else Direct, Lateral, Transfer).
 */
export interface NormalData {
  collegeCode: string;
  collegeName: string;
  academicYear: string;
  admissionTypesFromSeatTypes: boolean;
  admissionTypes: string[];
}

export function normalData(
  college: { code: string; name: string } | null,
  academicYear: string,
  seatTypesAsDrop: readonly string[],
): NormalData {
  const code = college?.code ?? '';
  const fromSeatTypes = usesSeatTypes(code);
  return {
    collegeCode: code,
    collegeName: college?.name ?? '',
    academicYear,
    admissionTypesFromSeatTypes: fromSeatTypes,
    admissionTypes: fromSeatTypes ? seatTypesAsDrop.map(seatTypeLabel) : [...PLAIN_ADMISSION_TYPES],
  };
}
