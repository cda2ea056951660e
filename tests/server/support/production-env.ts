/** Every secret production insists on, with values of its own (not the demo ones). */
export const PRODUCTION_SECRETS = {
  NODE_ENV: 'production',
  CRYPTO_TOOL_KEY: 'a-production-tool-key',
  PASSWORD_AES_KEY: 'a-production-password-key',
  GATEWAY_KEYS_SECRET: 'a-production-gateway-keys-secret',
  AADHAAR_KEY: 'a-production-aadhaar-key',
} as const;
