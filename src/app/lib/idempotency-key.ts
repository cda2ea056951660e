import type { BeforeRequestHook, RetryOptions } from 'ky';
import { IDEMPOTENCY_HEADER } from '../../domain/idempotency';

// The app's modules take the name from here, so it stays in the http chunk rather than a chunk of its own.
export { IDEMPOTENCY_HEADER };

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Gives every mutation a fresh Idempotency-Key, unless the caller set one (the outbox keeps
 * its own across sends). ky runs this hook again on each of its retries, on a copy of the same request:
 * the key is already there and stays, so the server answers a retry with the first answer.
 * Only for our own server: an existing back end set in Developer Options may not accept the header.
 */
export const addIdempotencyKey: BeforeRequestHook = (request) => {
  if (!MUTATIONS.has(request.method) || request.headers.has(IDEMPOTENCY_HEADER)) return;
  if (typeof location !== 'undefined' && new URL(request.url).origin !== location.origin) return;
  request.headers.set(IDEMPOTENCY_HEADER, crypto.randomUUID());
};

/**
 * Mutations get one retry when the request never got an answer (network drop) or a proxy failed (502, 504):
 * they carry an Idempotency-Key, so a retry never writes twice. Reads keep failing fast (the offline
 * paths answer them from the device).
 */
export const API_RETRY: RetryOptions = {
  limit: 1,
  methods: ['post', 'put', 'patch', 'delete'],
  statusCodes: [502, 504],
};
