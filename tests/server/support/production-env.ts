/** Every secret and setting production insists on, with values of its own (not the demo ones). */
export const PRODUCTION_SECRETS = {
  NODE_ENV: 'production',
  /** The host app.request() calls by: production serves PUBLIC_URL's host only. */
  PUBLIC_URL: 'http://localhost',
  CRYPTO_TOOL_KEY: 'a-production-tool-key',
  PASSWORD_AES_KEY: 'a-production-password-key',
  GATEWAY_KEYS_SECRET: 'a-production-gateway-keys-secret',
  AADHAAR_KEY: 'a-production-aadhaar-key',
} as const;
