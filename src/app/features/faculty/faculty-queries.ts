import { queryOptions } from '@tanstack/react-query';
import type { AwardInput, MouInput, PublicationInput } from '../../../domain/faculty/record-schemas';
import { fdbKeys } from '../../lib/faculty-profile';
import { fdbApi } from '../../lib/http';

/** Who a record belongs to, as every list row of /api/fdb carries it. */
interface Owned {
  id: number;
  facultyName: string;
  empCode: string;
  department: string;
}
export type PublicationRow = Owned & PublicationInput;
export type MouRow = Owned & MouInput;
export type AwardRow = Owned & AwardInput;

export interface RecordRows {
  publications: PublicationRow;
  mous: MouRow;
  awards: AwardRow;
}
export type RecordKind = keyof RecordRows;
export interface RecordBodies {
  publications: PublicationInput;
  mous: MouInput;
  awards: AwardInput;
}

export const facultyQueries = {
  /** GET {fdb}/<kind>: one's own records; a HoD's department's; the college's for principal, IQAC and admin. */
  records: <K extends RecordKind>(kind: K) =>
    queryOptions({
      queryKey: fdbKeys.records(kind),
      queryFn: () => fdbApi.get(kind).json<RecordRows[K][]>(),
      staleTime: 30_000,
    }),
};

/** POST {fdb}/<kind> (new) or PUT {fdb}/<kind>/:recordId (edit); the ky client adds the Idempotency-Key. */
export const saveRecord = <K extends RecordKind>(kind: K, id: number | null, body: RecordBodies[K]) =>
  (id === null ? fdbApi.post(kind, { json: body }) : fdbApi.put(`${kind}/${id}`, { json: body })).json<RecordRows[K]>();

/** DELETE {fdb}/<kind>/:recordId */
export const deleteRecord = (kind: RecordKind, id: number) =>
  fdbApi.delete(`${kind}/${id}`).json<{ id: number; deleted: true }>();
