import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { LISTED_RECORD_SCHEMAS } from '../../../domain/faculty/record-answers';
import type { AwardInput, MouInput, PublicationInput } from '../../../domain/faculty/record-schemas';
import { fdbKeys } from '../../lib/faculty-profile';
import { fdbApi } from '../../lib/http';
import { parseWhenLoaded } from '../../lib/parse-answer';

/** The answers' schemas, loaded with the first answer: the route tree imports this file for its loader. */
const answers = () => import('../../../domain/faculty/record-answers');

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
      queryFn: () =>
        parseWhenLoaded(
          answers().then((m) => m.listedRecordsSchema(kind)),
          fdbApi.get(kind).json(),
        ),
      staleTime: 30_000,
    }),
};

/** POST {fdb}/<kind> (new) or PUT {fdb}/<kind>/:recordId (edit); the ky client adds the Idempotency-Key. */
export const saveRecord = <K extends RecordKind>(kind: K, id: number | null, body: RecordBodies[K]) =>
  parseWhenLoaded(
    answers().then((m) => m.SAVED_RECORD_SCHEMAS[kind]),
    (id === null ? fdbApi.post(kind, { json: body }) : fdbApi.put(`${kind}/${id}`, { json: body })).json(),
  );

/** DELETE {fdb}/<kind>/:recordId */
export const deleteRecord = (kind: RecordKind, id: number) =>
  parseWhenLoaded(
    answers().then((m) => m.RecordDeletedSchema),
    fdbApi.delete(`${kind}/${id}`).json(),
  );
