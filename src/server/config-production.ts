import { DEMO_GATEWAY_KEYS_SECRET } from './gateway/gateway-keys';

/** The secrets' values outside production: published in this repository, so never a secret in production. */
export const DEMO_SECRETS = {
  CRYPTO_TOOL_KEY: 'campus-erp-tool-key',
  PASSWORD_AES_KEY: 'campus-erp-demo-key',
  GATEWAY_KEYS_SECRET: DEMO_GATEWAY_KEYS_SECRET,
  AADHAAR_KEY: 'campus-erp-demo-aadhaar-key',
} as const;

/**
 * What NODE_ENV=production refuses, all at once so one failed start names every variable to fix: a secret that is
 * missing or still has its demo value, no PUBLIC_URL (the payment gateway would send payers back to localhost, and
 * mailed links would point there), and SEED=always (the demo college comes with demo logins and a known password).
 */
export function productionProblems(env: Record<string, string | undefined>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const secrets = Object.entries(DEMO_SECRETS).flatMap(([name, demo]) => {
    const value = env[name]?.trim();
    if (!value) return [`${name} must be set in production`];
    return value === demo ? [`${name} must not be its demo value in production`] : [];
  });
  const publicUrl = env.PUBLIC_URL?.trim()
    ? []
    : [
        'PUBLIC_URL must be set in production: the address students open, e.g. https://erp.college.edu.in (the payment gateway returns payers there; mailed links point there)',
      ];
  const seed =
    env.SEED === 'always'
      ? [
          'SEED=always is refused in production: the demo college comes with demo logins (create the first administrator with npm run create-admin)',
        ]
      : [];
  return [...secrets, ...publicUrl, ...seed];
}
