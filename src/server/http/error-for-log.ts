/** What a log line says about an error. */
export interface LoggedError {
  name: string;
  /** PostgreSQL's SQLSTATE, a Node error code (ECONNREFUSED)… */
  code?: string;
  message: string;
  /** The call frames only: the stack's first line repeats the message. */
  stack?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

type ErrorLike = Error & { code?: unknown; cause?: unknown; severity?: unknown };

const codeOf = (e: ErrorLike | undefined): string | undefined => (typeof e?.code === 'string' ? e.code : undefined);

/** Drizzle's "Failed query: … params: …" and the database driver's own errors. */
function isDatabaseError(e: ErrorLike): boolean {
  if (e.name === 'DrizzleQueryError' || e.message.startsWith('Failed query:')) return true;
  const code = codeOf(e);
  return code !== undefined && SQLSTATE.test(code) && 'severity' in e;
}

/** A message kept to its first line, without what could be a value or personal data. */
function safeMessage(message: string): string {
  return (message.split('\n')[0] ?? '')
    .replace(/\bparams:.*$/, '')
    .replace(/[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g, '[e-mail]')
    .replace(/\d{6,}/g, '[number]')
    .slice(0, 200);
}

/**
 * An error as it may be logged: never the values of a query or a request. A database error's message quotes
 * the query's parameters (a password hash among them) and PostgreSQL's own messages quote the value they
 * refused, so only its SQLSTATE code is kept; any other message keeps its first line with e-mail addresses
 * and long numbers (Aadhaar, phone) masked.
 */
export function errorForLog(err: unknown): LoggedError {
  if (!(err instanceof Error)) return { name: typeof err, message: 'a value that is not an Error was thrown' };
  const e = err as ErrorLike;
  const frames = e.stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
  const stack = frames ? { stack: frames } : {};
  if (isDatabaseError(e)) {
    const cause = e.cause instanceof Error ? (e.cause as ErrorLike) : undefined;
    const code = codeOf(cause) ?? codeOf(e);
    return { name: e.name, ...(code ? { code } : {}), message: 'database query failed', ...stack };
  }
  const code = codeOf(e);
  return { name: e.name, ...(code ? { code } : {}), message: safeMessage(e.message), ...stack };
}
