import ky, { HTTPError } from 'ky';
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD_CONFIRMATION_STATUS } from '../../src/domain/auth/password-confirmation';
import { IDEMPOTENCY_HEADER } from '../../src/domain/idempotency';
import { addIdempotencyKey } from '../../src/app/lib/idempotency-key';
import { answerPasswordRequestsWith, confirmPasswordAndRetry } from '../../src/app/lib/password-confirmation';
import { SESSION_MESSAGES } from '../../src/domain/auth/session-messages';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ASK_AGAIN = { message: SESSION_MESSAGES.confirmPasswordNeeded, passwordConfirmation: true };

/** A server that wants the password for the first call and accepts the next; it records what each call sent. */
function serverAskingOnce(firstAnswer: unknown = ASK_AGAIN) {
  const seen: { body: string; key: string | null }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    seen.push({ body: await request.text(), key: request.headers.get(IDEMPOTENCY_HEADER) });
    return seen.length === 1 ? json(firstAnswer, PASSWORD_CONFIRMATION_STATUS) : json({ saved: true }, 201);
  };
  return { seen, fetch };
}

/** The hooks src/app/lib/http.ts gives its ky instances, with a fake fetch. */
const api = (fetch: typeof globalThis.fetch) =>
  ky.create({
    prefixUrl: 'http://campus.test/api/app',
    retry: 0,
    hooks: { beforeRequest: [addIdempotencyKey], afterResponse: [confirmPasswordAndRetry(fetch)] },
    fetch,
  });

let stop: () => void = () => undefined;
afterEach(() => stop());

describe('a change the server wants the password for', () => {
  it('asks for the password, then sends the same change again (same body and Idempotency-Key)', async () => {
    let asked = 0;
    stop = answerPasswordRequestsWith(async () => {
      asked += 1;
      return true;
    });
    const { seen, fetch } = serverAskingOnce();
    const answer = await api(fetch)
      .post('recordFeeRefund', { json: { paymentId: 7 } })
      .json();
    expect(answer).toEqual({ saved: true });
    expect(asked).toBe(1);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[0]!.body).toBe('{"paymentId":7}');
  });

  it('gives the screen the 428 and its message when the user cancels', async () => {
    stop = answerPasswordRequestsWith(async () => false);
    const { seen, fetch } = serverAskingOnce();
    const error = await api(fetch)
      .post('recordFeeRefund', { json: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).response.status).toBe(PASSWORD_CONFIRMATION_STATUS);
    expect(await (error as HTTPError).response.json()).toEqual(ASK_AGAIN);
    expect(seen).toHaveLength(1);
  });

  it('leaves a 428 that does not ask for the password, or one with no dialog on the page, to the screen', async () => {
    let asked = 0;
    stop = answerPasswordRequestsWith(async () => {
      asked += 1;
      return true;
    });
    const other = serverAskingOnce({ message: 'Something else' });
    await expect(api(other.fetch).post('x', { json: {} })).rejects.toBeInstanceOf(HTTPError);
    expect(asked).toBe(0);
    stop();
    const alone = serverAskingOnce();
    await expect(api(alone.fetch).post('x', { json: {} })).rejects.toBeInstanceOf(HTTPError);
    expect(alone.seen).toHaveLength(1);
  });
});
