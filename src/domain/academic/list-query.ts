import * as v from 'valibot';
import { batchScope } from './batch-scope';
import { LIST_MESSAGES as M } from './messages';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

const positiveInt = (max: number, fallback: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.regex(/^\d{1,6}$/, M.invalid),
    v.transform(Number),
    v.minValue(1, M.invalid),
    v.maxValue(max, M.invalid),
  );

/**
 * GET …/lists/{kind}?q=&page=&pageSize=&batches=&{filter}=: a search over the list's search fields, its filters (a
 * reference's id or a choice), one page of rows; a list of batches or sections shows those on roll unless
 * `batches=all`. Unknown parameters are ignored; filters are read per list.
 */
export const ListPageQuerySchema = v.looseObject({
  q: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(60, M.invalid)),
  batches: batchScope('current'),
  page: positiveInt(100_000, 1),
  pageSize: v.pipe(positiveInt(100, 25)),
});
export type ListPageQuery = v.InferOutput<typeof ListPageQuerySchema>;

/** One page of a list: its rows, how many match in all, and where the page stands. */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
}

export const ListParamSchema = v.object({ kind: v.pipe(v.string(), v.maxLength(20)) });
export const ListRowParamSchema = v.object({
  kind: v.pipe(v.string(), v.maxLength(20)),
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, M.noSuchRecord), v.transform(Number)),
});

/** GET …/lists-audit?list=&page=: the changes, newest first. */
export const AuditQuerySchema = v.object({
  list: v.optional(v.pipe(v.string(), v.maxLength(20))),
  page: positiveInt(100_000, 1),
});

/** One change to a list: who, when, and the row before and after (null for an add or a delete). */
export const AuditEntrySchema = v.object({
  id: v.number(),
  list: v.string(),
  recordId: v.number(),
  action: v.picklist(['add', 'edit', 'delete']),
  userName: v.string(),
  at: v.string(),
  before: v.nullable(v.record(v.string(), v.unknown())),
  after: v.nullable(v.record(v.string(), v.unknown())),
  /** A change to a checked list: authorized or rejected (with the reason), and by whom; null for a direct one. */
  decision: v.nullable(v.picklist(['authorized', 'rejected'])),
  checkerName: v.nullable(v.string()),
  reason: v.nullable(v.string()),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

/** A filter value from the query: a reference id, a choice ('non-teaching') or yes/no; anything else is no filter. */
export function filterValue(raw: unknown): string | null {
  return typeof raw === 'string' && /^[A-Za-z0-9-]{1,16}$/.test(raw) ? raw : null;
}
