/** A vendor-payment request the rules refuse: the message the user reads and the status it is sent with. */
export class VendorRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 422 = 400,
  ) {
    super(message);
  }
}

/** Whether a database error is a unique index refusing a second row. */
export const isUniqueViolation = (err: unknown): boolean =>
  [err, (err as { cause?: unknown })?.cause].map((e) => (e as { code?: unknown })?.code).includes('23505');

/** The work of a store that writes several rows: one transaction (a savepoint inside an idempotent request). */
export type Transaction = <T>(work: () => Promise<T>) => Promise<T>;
