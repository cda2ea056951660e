/** Whether a database error (or the error it wraps, as Drizzle's do) is a unique index refusing a second row. */
export const isUniqueViolation = (err: unknown): boolean =>
  [err, (err as { cause?: unknown })?.cause].map((e) => (e as { code?: unknown })?.code).includes('23505');
