/**
 * The request header that makes a write idempotent: the app and the outbox send it with each mutation, the
 * server stores the first answer under it and answers a replay with that answer.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
