import type { Charge, ChargeRequest } from './charge';
import type { GatewayCredentials } from './gateway-keys';

export type GatewayErrorKind =
  'not-configured' | 'timeout' | 'network' | 'unauthorized' | 'rejected' | 'not-found' | 'server' | 'invalid-answer';

/** A failed gateway call, with a message a person can read (shown to staff, logged without personal data). */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  constructor(
    readonly kind: GatewayErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface GatewayClientOptions {
  /** The gateway's base address, e.g. https://… or http://localhost:8080/sandbox-gateway. */
  baseUrl: string | undefined;
  /** How long one call may take. */
  timeoutMs: number;
  /** How often a call that failed on the network (no answer, timeout) is tried again. */
  retries: number;
  fetch?: typeof fetch;
}

const RETRY_PAUSE_MS = 200;

/**
 * The Lyra (India) REST client: POST /pg/rest/v1/charge and GET /pg/rest/v1/charge/{uuid}, HTTP Basic with
 * the shop id and key of the fee type.
 *
 * Only network failures are retried, never an answer (4xx/5xx). A create retried after a network failure
 * cannot make a second charge: the gateway keeps one charge per shop and orderId and answers a repeated
 * create with the charge it already made (our sandbox does; with a live gateway use one orderId per order,
 * which the payment flows do).
 */
export function gatewayClient({ baseUrl, timeoutMs, retries, fetch: doFetch = fetch }: GatewayClientOptions) {
  async function call(
    method: 'GET' | 'POST',
    path: string,
    credentials: GatewayCredentials,
    body?: unknown,
  ): Promise<Charge> {
    if (!baseUrl)
      throw new GatewayError(
        'not-configured',
        'No payment gateway is configured: set PAYMENT_GATEWAY_URL (or turn the sandbox on with PAYMENT_SANDBOX=1).',
      );
    const url = `${baseUrl.replace(/\/$/, '')}/pg/rest/v1${path}`;
    const headers: Record<string, string> = {
      authorization: `Basic ${Buffer.from(`${credentials.shopId}:${credentials.key}`).toString('base64')}`,
      accept: 'application/json',
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      let answer: string;
      try {
        res = await doFetch(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        answer = await res.text();
      } catch (err) {
        const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
        if (attempt < retries) {
          await new Promise((r) => setTimeout(r, RETRY_PAUSE_MS * (attempt + 1)));
          continue;
        }
        const tries = attempt + 1 === 1 ? 'once' : `${attempt + 1} times`;
        throw timedOut
          ? new GatewayError(
              'timeout',
              `The payment gateway did not answer within ${timeoutMs / 1000} s (tried ${tries}). Please try again later.`,
            )
          : new GatewayError(
              'network',
              `The payment gateway could not be reached (tried ${tries}). Please try again later.`,
            );
      }
      return parseAnswer(res, answer);
    }
  }

  return {
    /** Creates the charge of an order (or gets the one already made for that orderId). */
    createCharge(credentials: GatewayCredentials, request: ChargeRequest): Promise<Charge> {
      return call('POST', '/charge', credentials, request);
    },
    /** The charge as the gateway knows it now: the only thing a payment is recorded from. */
    getCharge(credentials: GatewayCredentials, uuid: string): Promise<Charge> {
      return call('GET', `/charge/${encodeURIComponent(uuid)}`, credentials);
    },
  };
}

export type GatewayClient = ReturnType<typeof gatewayClient>;

function parseAnswer(res: Response, text: string): Charge {
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  const said =
    typeof json === 'object' && json !== null
      ? ((json as Record<string, unknown>).message ?? (json as Record<string, unknown>).errorMessage)
      : undefined;
  const detail = typeof said === 'string' && said ? `: ${said}` : '';
  if (res.status === 401 || res.status === 403)
    throw new GatewayError(
      'unauthorized',
      `The payment gateway refused the shop id and key of this fee type (HTTP ${res.status}). Check the payment gateway keys.`,
      res.status,
    );
  if (res.status === 404)
    throw new GatewayError('not-found', `The payment gateway does not know this charge (HTTP 404)${detail}.`, 404);
  if (res.status >= 400 && res.status < 500)
    throw new GatewayError(
      'rejected',
      `The payment gateway rejected the request (HTTP ${res.status})${detail}.`,
      res.status,
    );
  if (!res.ok)
    throw new GatewayError(
      'server',
      `The payment gateway had a problem (HTTP ${res.status}). Please try again later.`,
      res.status,
    );
  const charge = json as Partial<Charge> | undefined;
  if (
    !charge ||
    typeof charge.uuid !== 'string' ||
    typeof charge.status !== 'string' ||
    typeof charge.amount !== 'number'
  ) {
    throw new GatewayError(
      'invalid-answer',
      'The payment gateway answered with something that is not a charge.',
      res.status,
    );
  }
  return charge as Charge;
}
