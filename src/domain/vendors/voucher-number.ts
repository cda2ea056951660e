/** A payment voucher's number: PV/2026-27/0001, numbered per financial year across the college. */
export function voucherNumber(financialYear: string, sequence: number): string {
  const [start, end] = financialYear.split('-');
  return `PV/${start ?? ''}-${(end ?? '').slice(-2)}/${String(sequence).padStart(4, '0')}`;
}
