import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  LISTED_RECORD_SCHEMAS,
  RecordDeletedSchema,
  SAVED_RECORD_SCHEMAS,
} from '../../../domain/faculty/record-answers';
import type { AwardInput, MouInput, PublicationInput } from '../../../domain/faculty/record-schemas';
import { fdbKeys } from '../../lib/faculty-profile';
import { fdbApi } from '../../lib/http';

export type RecordRows = {
  [K in keyof typeof LISTED_RECORD_SCHEMAS]: v.InferOutput<(typeof LISTED_RECORD_SCHEMAS)[K]>;
};
export type PublicationRow = RecordRows['publications'];
export type MouRow = RecordRows['mous'];
export type AwardRow = RecordRows['awards'];
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
      queryFn: async () => v.parse(v.array(LISTED_RECORD_SCHEMAS[kind]), await fdbApi.get(kind).json()),
      staleTime: 30_000,
    }),
};

/** POST {fdb}/<kind> (new) or PUT {fdb}/<kind>/:recordId (edit); the ky client adds the Idempotency-Key. */
export const saveRecord = async <K extends RecordKind>(kind: K, id: number | null, body: RecordBodies[K]) =>
  v.parse(
    SAVED_RECORD_SCHEMAS[kind],
    await (id === null ? fdbApi.post(kind, { json: body }) : fdbApi.put(`${kind}/${id}`, { json: body })).json(),
  );

/** DELETE {fdb}/<kind>/:recordId */
export const deleteRecord = async (kind: RecordKind, id: number) =>
  v.parse(RecordDeletedSchema, await fdbApi.delete(`${kind}/${id}`).json());
