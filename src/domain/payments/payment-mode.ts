/**
 * How a payment was made, as every screen, receipt and export names it. The gateway reports the option the payer
 * chose (CARD, UPI, …); a payment it does not name, or one recorded before it did, is "Online".
 */
const MODES: Record<string, string> = {
  CARD: /*i18n*/ 'Card',
  UPI: /*i18n*/ 'UPI',
  NETBANKING: /*i18n*/ 'Net banking',
  WALLET: /*i18n*/ 'Wallet',
};

export function paymentModeText(option: string | null | undefined): string {
  const key = (option ?? '')
    .trim()
    .toUpperCase()
    .replace(/[\s_-]/g, '');
  if (!key) return /*i18n*/ 'Online';
  return MODES[key] ?? /*i18n*/ 'Online';
}
