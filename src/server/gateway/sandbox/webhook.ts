import type { Logger } from '../../http/logger';
import type { Charge } from '../charge';

export interface WebhookOptions {
  /** Pauses before the 2nd, 3rd… attempt; the number of entries + 1 is the number of attempts. */
  retryDelaysMs: readonly number[];
  timeoutMs: number;
}

export const DEFAULT_WEBHOOK_OPTIONS: WebhookOptions = { retryDelaysMs: [1000, 5000, 30_000], timeoutMs: 10_000 };

/**
 * Posts the charge to the shop's webhook address after a payment, in the background; a failure is retried a
 * few times and logged with the charge uuid and status only (no customer data, no address query string).
 */
export function sendWebhook(url: string, charge: Charge, logger: Logger, options: WebhookOptions): Promise<boolean> {
  const target = new URL(url);
  const where = `${target.origin}${target.pathname}`;
  const attemptOnce = async () => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(charge),
      // The address was checked to be on PUBLIC_URL; a redirect from there must not carry the post elsewhere.
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    await res.body?.cancel();
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  };
  return (async () => {
    for (let i = 0; ; i++) {
      try {
        await attemptOnce();
        return true;
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        const last = i >= options.retryDelaysMs.length;
        logger.warn(
          { charge: charge.uuid, status: charge.status, webhook: where, attempt: i + 1, reason },
          last ? 'sandbox webhook failed, giving up' : 'sandbox webhook failed, will retry',
        );
        if (last) return false;
        await new Promise((r) => setTimeout(r, options.retryDelaysMs[i]));
      }
    }
  })();
}
