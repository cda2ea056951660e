import ky from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../src/domain/idempotency';
import { API_RETRY, addIdempotencyKey } from '../../src/app/lib/idempotency-key';

/** A fetch that fails like a dropped connection on the first call, then answers; it records every request. */
function flakyFetch() {
  const seen: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    seen.push(request);
    await request.arrayBuffer(); // a real fetch sends (reads) the body; ky waits for that before it settles
    if (seen.length === 1) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ ok: true }), { status: 201, headers: { 'content-type': 'application/json' } });
  };
  return { seen, fetch };
}

/** The options src/app/lib/http.ts gives its ky instances (retry and the key hook), with a fake fetch. */
const api = (fetch: typeof globalThis.fetch) =>
  ky.create({
    prefixUrl: 'http://campus.test/api/app',
    retry: { ...API_RETRY, delay: () => 1 },
    hooks: { beforeRequest: [addIdempotencyKey] },
    fetch,
  });

afterEach(() => vi.unstubAllGlobals());

describe('Idempotency-Key on every mutation', () => {
  it('keeps the same key across ky’s own retry after a failed send', async () => {
    const { seen, fetch } = flakyFetch();
    expect(await api(fetch).post('createStudentLogins', { json: {} }).json()).toEqual({ ok: true });
    expect(seen).toHaveLength(2);
    const keys = seen.map((r) => r.headers.get(IDEMPOTENCY_HEADER));
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('sends a fresh key with each new POST, PUT, PATCH and DELETE', async () => {
    const keys: (string | null)[] = [];
    const fetch = async (input: RequestInfo | URL) => {
      keys.push((input as Request).headers.get(IDEMPOTENCY_HEADER));
      await (input as Request).arrayBuffer();
      return new Response('{}', { status: 200 });
    };
    const client = api(fetch);
    await client.post('a', { json: {} });
    await client.post('a', { json: {} });
    await client.put('maintenance', { json: {} });
    await client.patch('b', { json: {} });
    await client.delete('c');
    expect(keys.every((k) => typeof k === 'string' && k.length === 36)).toBe(true);
    expect(new Set(keys).size).toBe(5);
  });

  it('sends no key with a GET, and keeps a key the caller chose (the outbox resends with its own)', async () => {
    const keys: (string | null)[] = [];
    const fetch = async (input: RequestInfo | URL) => {
      keys.push((input as Request).headers.get(IDEMPOTENCY_HEADER));
      await (input as Request).arrayBuffer();
      return new Response('{}', { status: 200 });
    };
    await api(fetch).get('getDashboard');
    await api(fetch).post('alumni', { json: {}, headers: { [IDEMPOTENCY_HEADER]: 'outbox-item-42' } });
    expect(keys).toEqual([null, 'outbox-item-42']);
  });

  it('sends no key to another origin (an existing back end set in Developer Options may refuse the header)', async () => {
    vi.stubGlobal('location', new URL('http://pwa.campus.test/app'));
    const keys: (string | null)[] = [];
    const fetch = async (input: RequestInfo | URL) => {
      keys.push((input as Request).headers.get(IDEMPOTENCY_HEADER));
      await (input as Request).arrayBuffer();
      return new Response('{}', { status: 200 });
    };
    await ky.post('http://other-erp.example/api/app/x', {
      json: {},
      hooks: { beforeRequest: [addIdempotencyKey] },
      fetch,
    });
    await ky.post('http://pwa.campus.test/api/app/x', {
      json: {},
      hooks: { beforeRequest: [addIdempotencyKey] },
      fetch,
    });
    expect(keys[0]).toBeNull();
    expect(keys[1]).toHaveLength(36);
  });
});
