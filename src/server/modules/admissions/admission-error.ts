/** A refusal the routes answer as `{ message }` with its status; nothing was changed. */
export class AdmissionError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    /** The payload field at fault, when one is (the form marks it). */
    readonly field?: string,
  ) {
    super(message);
  }
}

export const isUniqueViolation = (err: unknown, constraint?: string): boolean =>
  [err, (err as { cause?: unknown })?.cause].some((e) => {
    const pgError = e as { code?: unknown; constraint?: unknown } | undefined;
    return pgError?.code === '23505' && (constraint === undefined || pgError.constraint === constraint);
  });
