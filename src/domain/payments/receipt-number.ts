/** A receipt number: the financial year and its serial, e.g. 'RCPT/2026-2027/000042' (sequential, no gaps). */
export function formatReceiptNumber(financialYear: string, serial: number): string {
  return `RCPT/${financialYear}/${String(serial).padStart(6, '0')}`;
}
