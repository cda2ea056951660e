import { keepPreviousData } from '@tanstack/react-query';
import * as v from 'valibot';
import { MoveReviewSchema, MovesDoneSchema } from '../../../domain/students/move-answers';
import { RollPreviewSchema, RollsAssignedSchema } from '../../../domain/students/roll-number-answers';
import type { BatchScope } from '../../../domain/academic/batch-scope';
import { DirectoryPageSchema, StudentProfileSchema } from '../../../domain/students/student-records';
import type { ReviewedStanding } from '../../../domain/students/student-schemas';
import { RollPatternSettingsSchema, type RollPatternSettings } from '../../../domain/students/roll-number-pattern';
import { MessageAnswerSchema } from '../../../domain/messages/message-answer';
import { OptionListSchema } from '../../../domain/students/option-list';
import { appApi } from '../../lib/http';
import { IDEMPOTENCY_HEADER } from '../../lib/idempotency-key';
import { deviceBacked } from '../../lib/offline/device-backed';

/** What the directory asks for: the search, its filters, the page and whether every batch or those on roll. */
export interface DirectoryRequest {
  q: string;
  page: number;
  pageSize: number;
  filters: Readonly<Record<string, string>>;
  batches?: BatchScope;
}

/** The request's parameters in a fixed order: the query key and the device copy's name both use it. */
export function directoryParams({ q, page, pageSize, filters, batches }: DirectoryRequest): Record<string, string> {
  const params: Record<string, string> = { page: String(page), pageSize: String(pageSize) };
  if (batches === 'all') params.batches = 'all';
  if (q) params.q = q;
  for (const [name, value] of Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)))
    if (value) params[name] = value;
  return params;
}

/** Device copies of students are personal: named 'students:…' so the sign-out sweep deletes them. */
export const STUDENT_RECORD_PREFIX = 'students:';

const isObject = (value: unknown) => typeof value === 'object' && value !== null;

export type Option = v.InferOutput<typeof OptionListSchema>[number];

export const studentKeys = {
  all: ['students'] as const,
  page: (params: Record<string, string>) => [...studentKeys.all, 'page', params] as const,
  profile: (id: number) => [...studentKeys.all, 'profile', id] as const,
  options: (list: string, batches: BatchScope) => ['studentFilters', list, batches] as const,
  pattern: () => ['studentRollPattern'] as const,
};

/**
 * A directory page and a viewed profile are kept on the device (table `lookups`, records 'students:…'), so what was
 * seen online reads offline; the sign-out sweep deletes them with the other personal copies.
 */
export const studentQueries = {
  page: (request: DirectoryRequest) => {
    const params = directoryParams(request);
    return {
      ...deviceBacked({
        queryKey: studentKeys.page(params),
        fetch: async () => v.parse(DirectoryPageSchema, await appApi.get('students', { searchParams: params }).json()),
        table: 'lookups',
        record: [`${STUDENT_RECORD_PREFIX}directory?${new URLSearchParams(params).toString()}`],
        isCopy: (value) => isObject(value) && Array.isArray((value as { rows?: unknown }).rows),
        origin: true,
      }),
      placeholderData: keepPreviousData,
    };
  },
  profile: (id: number) =>
    deviceBacked({
      queryKey: studentKeys.profile(id),
      fetch: async () => v.parse(StudentProfileSchema, await appApi.get(`students/${id}`).json()),
      table: 'lookups',
      record: [`${STUDENT_RECORD_PREFIX}profile/${id}`],
      isCopy: (value) => isObject(value) && isObject((value as { student?: unknown }).student),
      origin: true,
    }),
  /**
   * A filter's choices: the list the college keeps, as a drop-down (kept on the device like the lists' own); of
   * batches and sections, those on roll unless every batch is asked for.
   */
  options: (list: 'degrees' | 'batches' | 'branches' | 'sections', batches: BatchScope = 'all') =>
    deviceBacked({
      queryKey: studentKeys.options(list, batches),
      fetch: async () =>
        v.parse(OptionListSchema, await appApi.get(`lists/${list}/options`, { searchParams: { batches } }).json()),
      table: 'lookups',
      record: [`lists:${list}/options?${batches === 'all' ? '' : 'batches=current'}`],
      isCopy: Array.isArray,
      staleTime: 5 * 60_000,
    }),
  pattern: () => ({
    queryKey: studentKeys.pattern(),
    queryFn: async () => v.parse(RollPatternSettingsSchema, await appApi.get('studentRollPattern').json()),
  }),
};

export const saveRollPattern = async (body: RollPatternSettings) =>
  v.parse(MessageAnswerSchema, await appApi.put('studentRollPattern', { json: body }).json());
export const previewRollNumbers = async (body: { batchId: number; branchId: number | null }) =>
  v.parse(RollPreviewSchema, await appApi.post('studentRollNumbers/preview', { json: body }).json());
export const assignRollNumbers = async (body: { batchId: number; branchId: number | null }) =>
  v.parse(RollsAssignedSchema, await appApi.post('studentRollNumbers', { json: body }).json());

export interface MoveBody {
  kind: string;
  studentIds: number[];
  reason: string;
  toBranchId: number | null;
  by: 'semester' | 'year';
}
export const reviewMoves = async (body: MoveBody) =>
  v.parse(MoveReviewSchema, await appApi.post('studentMoves/review', { json: body }).json());

/** The reviewed move: each student with the standing the review showed, under the key made for that review. */
export interface MoveConfirmBody extends Omit<MoveBody, 'studentIds'> {
  students: ReviewedStanding[];
}
export const confirmMoves = async ({ body, key }: { body: MoveConfirmBody; key: string }) =>
  v.parse(
    MovesDoneSchema,
    await appApi.post('studentMoves', { json: body, headers: { [IDEMPOTENCY_HEADER]: key } }).json(),
  );
export const assignSection = async (body: { sectionId: number; studentIds: number[] }) =>
  v.parse(MessageAnswerSchema, await appApi.post('studentSections', { json: body }).json());
