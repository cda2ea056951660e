import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  FeePlanAnswerSchema,
  FeePlanAppliedSchema,
  FeePlanListSchema,
  FeePlanOptionsSchema,
  FeePlanSavedSchema,
} from '../../../domain/payments/fee-plan-answers';
import { appApi } from '../../lib/http';

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
