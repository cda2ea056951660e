import * as v from 'valibot';
import { RecordDeletedSchema, SAVED_RECORD_SCHEMAS } from '../../../domain/faculty/record-answers';
import { fdbApi } from '../../lib/http';
import type { RecordBodies, RecordKind } from './faculty-queries';

/** POST {fdb}/<kind> (new) or PUT {fdb}/<kind>/:recordId (edit); the ky client adds the Idempotency-Key. */
export const saveRecord = async <K extends RecordKind>(kind: K, id: number | null, body: RecordBodies[K]) =>
  v.parse(
    SAVED_RECORD_SCHEMAS[kind],
    await (id === null ? fdbApi.post(kind, { json: body }) : fdbApi.put(`${kind}/${id}`, { json: body })).json(),
  );

/** DELETE {fdb}/<kind>/:recordId */
export const deleteRecord = async (kind: RecordKind, id: number) =>
  v.parse(RecordDeletedSchema, await fdbApi.delete(`${kind}/${id}`).json());
