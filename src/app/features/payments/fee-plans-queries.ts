import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  FeePlanAnswerSchema,
  FeePlanAppliedSchema,
  FeePlanListSchema,
  FeePlanOptionsSchema,
  FeePlanSavedSchema,
  FeePlanSheetHeadsSchema,
} from '../../../domain/payments/fee-plan-answers';
import { appApi } from '../../lib/http';
import { saveFile } from '../../lib/save-file';

export const feePlanKeys = {
  all: ['fee-structures'] as const,
  list: () => [...feePlanKeys.all, 'list'] as const,
  options: () => [...feePlanKeys.all, 'options'] as const,
  one: (id: number) => [...feePlanKeys.all, 'one', id] as const,
};

export const feePlanQueries = {
  list: () =>
    queryOptions({
      queryKey: feePlanKeys.list(),
      queryFn: async () => v.parse(FeePlanListSchema, await appApi.get('fee-structures').json()),
      staleTime: 0,
    }),
  options: () =>
    queryOptions({
      queryKey: feePlanKeys.options(),
      queryFn: async () => v.parse(FeePlanOptionsSchema, await appApi.get('fee-structures/options').json()),
    }),
  one: (id: number) =>
    queryOptions({
      queryKey: feePlanKeys.one(id),
      queryFn: async () => v.parse(FeePlanAnswerSchema, await appApi.get(`fee-structures/${id}`).json()),
      staleTime: 0,
    }),
};

/** POST (new) or PUT (id) a structure. */
export const saveFeePlan = async (id: number | null, body: unknown) =>
  v.parse(
    FeePlanSavedSchema,
    await (
      id === null ? appApi.post('fee-structures', { json: body }) : appApi.put(`fee-structures/${id}`, { json: body })
    ).json(),
  );

export const applyFeePlan = async (id: number) =>
  v.parse(FeePlanAppliedSchema, await appApi.post(`fee-structures/${id}/apply`, { json: {}, timeout: 120_000 }).json());

/** The fee structure's Excel template (one row per head), saved under the name the server gives. */
export async function downloadFeePlanTemplate(): Promise<void> {
  const res = await appApi.get('fee-structures/template');
  saveFile(await res.blob(), 'Fee_structure_heads.xlsx');
}

/** A filled template read back by the server: the heads for the editor and each row's problem (nothing is saved). */
export async function headsFromSheet(file: File) {
  const body = new FormData();
  body.append('sheet', file);
  return v.parse(
    FeePlanSheetHeadsSchema,
    await appApi.post('fee-structures/heads-from-sheet', { body, timeout: 60_000 }).json(),
  );
}
