import type { Env } from './env-schema';

export interface PaymentsConfig {
  /** The gateway's base address (…/pg/rest/v1 is appended by the client); undefined when none is configured. */
  gatewayUrl: string | undefined;
  /** The only origin whose paymentLink the app opens: PAYMENT_LINK_ORIGIN, else the gateway's; undefined without a gateway. */
  paymentLinkOrigin: string | undefined;
  /** Serve the sandbox gateway at /sandbox-gateway. */
  sandbox: boolean;
  timeoutMs: number;
  retries: number;
  keysSecret: string;
  /** NODE_ENV=production (the sandbox is then off unless PAYMENT_SANDBOX=1, and a warning is logged if on). */
  production: boolean;
}

/** The gateway's address, the sandbox switch and the keys' passphrase, from PAYMENT_* and GATEWAY_KEYS_SECRET. */
export function paymentsConfig(e: Env): PaymentsConfig {
  const development = e.NODE_ENV === 'development' || e.NODE_ENV === 'test';
  const sandbox = e.PAYMENT_SANDBOX === '1' || (e.PAYMENT_SANDBOX === 'auto' && development);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const gatewayUrl =
    e.PAYMENT_GATEWAY_URL?.replace(/\/$/, '') || (sandbox ? `${publicUrl}/sandbox-gateway` : undefined);
  const linkOrigin = e.PAYMENT_LINK_ORIGIN ?? gatewayUrl;
  return {
    gatewayUrl,
    paymentLinkOrigin: linkOrigin ? new URL(linkOrigin).origin : undefined,
    sandbox,
    timeoutMs: e.PAYMENT_GATEWAY_TIMEOUT_MS,
    retries: e.PAYMENT_GATEWAY_RETRIES,
    keysSecret: e.GATEWAY_KEYS_SECRET,
    production: e.NODE_ENV === 'production',
  };
}
