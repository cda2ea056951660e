import * as v from 'valibot';
import { isHttpAddressOn } from '../../../domain/payments/payment-link';
import type { ChargeRequestSchema } from '../charge';

type ChargeRequestOutput = v.InferOutput<typeof ChargeRequestSchema>;

/**
 * The sandbox only ever serves this server, so the payer is sent back, and the webhook is posted, to this
 * server's own public origin: a `javascript:` return address would run in the app's origin once the payer
 * pays, another site's would make the sandbox an open redirect, and another host's webhook would make the
 * server post wherever a caller liked.
 *
 * Answers the request with both addresses in their parsed form (what is stored is what was checked), or the
 * problem in the words of the sandbox's other INVALID_REQUEST answers.
 */
export function checkShopAddresses(
  req: ChargeRequestOutput,
  publicUrl: string,
): { request: ChargeRequestOutput } | { problem: string } {
  const rule = `must be an http(s) address on ${new URL(publicUrl).origin}`;
  const problems = [
    req.return && !isHttpAddressOn(req.return.url, publicUrl) && `return.url: ${rule}`,
    req.webhook && !isHttpAddressOn(req.webhook.url, publicUrl) && `webhook.url: ${rule}`,
  ].filter((p): p is string => typeof p === 'string');
  if (problems.length > 0) return { problem: problems.join('; ') };
  return {
    request: {
      ...req,
      return: req.return && { ...req.return, url: new URL(req.return.url).href },
      webhook: req.webhook && { url: new URL(req.webhook.url).href },
    },
  };
}

/** A stored address, if it still passes the rule (charges stored before the rule existed are not followed). */
export function storedShopAddress(address: string | null, publicUrl: string): string | null {
  return address !== null && isHttpAddressOn(address, publicUrl) ? address : null;
}
