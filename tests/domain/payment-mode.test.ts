import { describe, expect, it } from 'vitest';
import { paymentModeText } from '../../src/domain/payments/payment-mode';

describe('paymentModeText: one name for how a payment was made', () => {
  it("names a card payment 'Card' and a UPI payment 'UPI', never the §3 'BANK,UTR' child list", () => {
    expect(paymentModeText('CARD')).toBe('Card');
    expect(paymentModeText('UPI')).toBe('UPI');
    expect(paymentModeText('BANK,UTR')).toBe('Online');
  });

  it('reads the gateway option whatever its case or separators', () => {
    expect(paymentModeText('card')).toBe('Card');
    expect(paymentModeText('NET_BANKING')).toBe('Net banking');
    expect(paymentModeText('wallet')).toBe('Wallet');
  });

  it("calls a payment the gateway did not name 'Online'", () => {
    expect(paymentModeText(null)).toBe('Online');
    expect(paymentModeText(undefined)).toBe('Online');
    expect(paymentModeText('')).toBe('Online');
    expect(paymentModeText('CRYPTO')).toBe('Online');
  });
});
