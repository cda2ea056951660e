/**
 * How a payment was made, as every screen, receipt and export names it. The gateway reports the option the payer
 * chose (CARD, UPI, …); a payment it does not name, or one recorded before it did, is "Online".
 */
const MODES: Record<string, string> = {
  CARD: 'Card',
  UPI: 'UPI',
  NETBANKING: 'Net banking',
  WALLET: 'Wallet',
};

export function paymentModeText(option: string | null | undefined): string {
  const key = (option ?? '')
    .trim()
    .toUpperCase()
    .replace(/[\s_-]/g, '');
  if (!key) return 'Online';
  return MODES[key] ?? 'Online';
}
