/** §9: amounts are integer paise everywhere; rupees only when shown. */
export function rupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const whole = Math.floor(abs / 100).toLocaleString('en-IN');
  return `${sign}₹${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** "1,250.50" or "1250.5" typed by a person → paise; null when it is not an amount with at most two decimals. */
export function paiseFromRupees(text: string): number | null {
  const clean = text.replace(/[,\s₹]/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(clean);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
