import * as v from 'valibot';

/** Directory status: history records are working or studying; a registration's working yes/no/NA maps to them. */
const DIRECTORY_STATUSES = ['working', 'studying', 'other'] as const;
export type DirectoryStatus = (typeof DIRECTORY_STATUSES)[number];

const filter = (max: number) => v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(max));

/** GET /api/app/alumni/directory (and its .xlsx export): search and filters, all optional. */
export const DirectoryQuerySchema = v.object({
  search: filter(80),
  batch: filter(16),
  branch: v.pipe(filter(16), v.toUpperCase()),
  status: v.pipe(v.optional(v.string(), ''), v.union([v.literal(''), v.picklist(DIRECTORY_STATUSES)])),
  company: filter(120),
});
export type DirectoryQuery = v.InferOutput<typeof DirectoryQuerySchema>;

/** One alumnus in the directory: the history record when there is one, else the registration. */
export const DirectoryRowSchema = v.object({
  rollNumber: v.string(),
  name: v.string(),
  degree: v.string(),
  batch: v.string(),
  branch: v.string(),
  status: v.picklist(DIRECTORY_STATUSES),
  /** Company when working, institute when studying. */
  organisation: v.string(),
  /** Designation or job title, or the course studied. */
  role: v.string(),
  location: v.string(),
  /** Contact details: only for staff and for the alumnus's own row. */
  email: v.nullable(v.string()),
  mobile: v.nullable(v.string()),
  source: v.picklist(['history', 'registration']),
});
export type DirectoryRow = v.InferOutput<typeof DirectoryRowSchema>;

export const BatchCountSchema = v.object({
  batch: v.string(),
  working: v.number(),
  studying: v.number(),
  other: v.number(),
});
export type BatchCount = v.InferOutput<typeof BatchCountSchema>;

/** GET /api/app/alumni/directory: the matching rows, their counts by batch and how many there are. */
export const DirectoryAnswerSchema = v.object({
  rows: v.array(DirectoryRowSchema),
  countsByBatch: v.array(BatchCountSchema),
  total: v.number(),
});
export type DirectoryAnswer = v.InferOutput<typeof DirectoryAnswerSchema>;

/** Map a registration's working answer (§9 yes, no, NA) to a directory status. */
export function statusOfWorking(working: string): DirectoryStatus {
  return working === 'yes' ? 'working' : working === 'no' ? 'studying' : 'other';
}

/** Rows counted by batch, newest batch first. */
export function countByBatch(rows: readonly DirectoryRow[]): BatchCount[] {
  const counts = new Map<string, BatchCount>();
  for (const row of rows) {
    const count = counts.get(row.batch) ?? { batch: row.batch, working: 0, studying: 0, other: 0 };
    count[row.status] += 1;
    counts.set(row.batch, count);
  }
  return [...counts.values()].sort((a, b) => b.batch.localeCompare(a.batch));
}

/** The directory's search and filters, applied to rows (search: name, roll number, organisation; company: contains). */
export function matchesDirectoryQuery(row: DirectoryRow, q: DirectoryQuery): boolean {
  const has = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());
  if (q.search && !(has(row.name, q.search) || has(row.rollNumber, q.search) || has(row.organisation, q.search)))
    return false;
  if (q.batch && row.batch !== q.batch) return false;
  if (q.branch && row.branch.toUpperCase() !== q.branch) return false;
  if (q.status && row.status !== q.status) return false;
  if (q.company && !(row.status === 'working' && has(row.organisation, q.company))) return false;
  return true;
}
