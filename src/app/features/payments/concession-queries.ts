import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  ClaimListSchema,
  ConcessionListSchema,
  ConcessionSavedSchema,
  WaiverListSchema,
} from '../../../domain/payments/concession-answers';
import type { ConcessionStatus } from '../../../domain/payments/concessions';
import { appApi } from '../../lib/http';

export const concessionKeys = {
  all: ['scholarship-and-waiver'] as const,
  concessions: (status: ConcessionStatus) => [...concessionKeys.all, 'concessions', status] as const,
  claims: (year: string) => [...concessionKeys.all, 'claims', year] as const,
  waivers: (studentId: number | null) => [...concessionKeys.all, 'waivers', studentId] as const,
};

// Concessions, claims and waivers change what students owe: always asked of the server, like the desk's dues.
export const concessionQueries = {
  concessions: (status: ConcessionStatus) =>
    queryOptions({
      queryKey: concessionKeys.concessions(status),
      queryFn: async () =>
        v.parse(ConcessionListSchema, await appApi.get('concessions', { searchParams: { status } }).json()),
      staleTime: 0,
    }),
  claims: (academicYear: string) =>
    queryOptions({
      queryKey: concessionKeys.claims(academicYear),
      queryFn: async () =>
        v.parse(ClaimListSchema, await appApi.get('reimbursements', { searchParams: { academicYear } }).json()),
      staleTime: 0,
    }),
  waivers: (studentId: number | null) =>
    queryOptions({
      queryKey: concessionKeys.waivers(studentId),
      queryFn: async () =>
        v.parse(
          WaiverListSchema,
          await appApi
            .get('fee-waivers', { searchParams: studentId === null ? {} : { studentId: String(studentId) } })
            .json(),
        ),
      staleTime: 0,
    }),
};

const saved = async (answer: Promise<unknown>) => v.parse(ConcessionSavedSchema, await answer);

export const proposeConcession = (body: unknown) => saved(appApi.post('concessions', { json: body }).json());
export const decideConcession = (id: number, decision: 'APPROVE' | 'REJECT', note: string) =>
  saved(appApi.post(`concessions/${id}/decision`, { json: { decision, note } }).json());
export const makeClaim = (body: unknown) => saved(appApi.post('reimbursements', { json: body }).json());
export const recordClaimReceipt = (id: number, body: unknown) =>
  saved(appApi.post(`reimbursements/${id}/receipts`, { json: body }).json());
export const closeClaim = (id: number) => saved(appApi.post(`reimbursements/${id}/close`, { json: {} }).json());
export const waiveFine = (body: unknown) => saved(appApi.post('fee-waivers', { json: body }).json());
