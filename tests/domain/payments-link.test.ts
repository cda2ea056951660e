import { describe, expect, it } from 'vitest';
import { httpOrigin, isHttpAddressOn, isSafePaymentLink } from '../../src/domain/payments/payment-link';

const GATEWAY = 'https://pay.gateway.example';

describe('isSafePaymentLink: the app opens only an http(s) paymentLink on the gateway’s payment page origin', () => {
  it('accepts the gateway’s own pages, http or https as configured', () => {
    expect(isSafePaymentLink(`${GATEWAY}/pay/0123abcd`, GATEWAY)).toBe(true);
    expect(isSafePaymentLink(`${GATEWAY}/pay/0123abcd?x=1#top`, `${GATEWAY}/pg/rest/v1`)).toBe(true);
    expect(isSafePaymentLink('http://127.0.0.1:8080/sandbox-gateway/pay/ab', 'http://127.0.0.1:8080')).toBe(true);
  });

  it('refuses javascript:, data: and other schemes, in any case and with leading spaces', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      ' javascript:alert(1)',
      '\tjavascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://pay.gateway.example/pay',
    ]) {
      expect(isSafePaymentLink(link, GATEWAY), link).toBe(false);
    }
  });

  it('refuses another origin: another site, another port, another scheme, a look-alike host, a user name before the host', () => {
    for (const link of [
      'https://evil.example/pay/1',
      'https://pay.gateway.example:8443/pay/1',
      'http://pay.gateway.example/pay/1',
      'https://pay.gateway.example.evil.example/pay/1',
      'https://pay.gateway.example@evil.example/pay/1',
      'https://user:pw@pay.gateway.example/pay/1',
      '//evil.example/pay/1',
      '/sandbox-gateway/pay/1',
    ]) {
      expect(isSafePaymentLink(link, GATEWAY), link).toBe(false);
    }
  });

  it('refuses anything when the origin is missing or not an http(s) address, and anything that is not a string', () => {
    expect(isSafePaymentLink(`${GATEWAY}/pay/1`, undefined)).toBe(false);
    expect(isSafePaymentLink(`${GATEWAY}/pay/1`, '')).toBe(false);
    expect(isSafePaymentLink('javascript:alert(1)', 'javascript:alert(1)')).toBe(false);
    expect(isSafePaymentLink(undefined, GATEWAY)).toBe(false);
    expect(isSafePaymentLink({ toString: () => `${GATEWAY}/pay/1` }, GATEWAY)).toBe(false);
  });

  it('compares parsed origins (default ports, upper-case hosts)', () => {
    expect(httpOrigin('HTTPS://Pay.Gateway.Example:443/x')).toBe(GATEWAY);
    expect(isHttpAddressOn('http://erp.example.in:80/lyra/payment/status', 'http://erp.example.in')).toBe(true);
  });
});
