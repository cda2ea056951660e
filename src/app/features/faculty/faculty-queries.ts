import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { LISTED_RECORD_SCHEMAS } from '../../../domain/faculty/record-answers';
import type { AwardInput, MouInput, PublicationInput } from '../../../domain/faculty/record-schemas';
import { fdbKeys } from '../../lib/faculty-profile';
import { fdbApi } from '../../lib/http';
import { parsedAnswer } from '../../lib/parsed-answer';

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
      // The route's loader, in the entry, reads this: its schema loads with the answer.
      queryFn: () =>
        parsedAnswer(
          import('../../../domain/faculty/record-answers').then((m) => v.array(m.LISTED_RECORD_SCHEMAS[kind])),
          fdbApi.get(kind).json(),
        ),
      staleTime: 30_000,
    }),
};
