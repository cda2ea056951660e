/**
 * TDS on a vendor payment, in integer paise. Rates are basis points (200 = 2%). The base is the part of the payment
 * that is the bill's taxable value (GST shown on the bill is left out, as CBDT circular 23/2017 asks); the TDS is
 * rounded to the nearest whole rupee, half a rupee up, as TDS returns carry whole rupees.
 */

/** The sections the college deducts under, with their usual rates (basis points) as the form's hint. */
export const TDS_SECTIONS = {
  '194C': { label: /*i18n*/ '194C Contractors (1% individual or HUF, 2% others)', rates: [100, 200] },
  '194J': { label: /*i18n*/ '194J Professional or technical fees (10%, 2% technical)', rates: [1000, 200] },
  '194I': { label: /*i18n*/ '194I Rent (10% building, 2% machinery)', rates: [1000, 200] },
  '194H': { label: /*i18n*/ '194H Commission or brokerage (2%)', rates: [200] },
  '194Q': { label: /*i18n*/ '194Q Purchase of goods (0.1%)', rates: [10] },
} as const;
export type TdsSection = keyof typeof TDS_SECTIONS;
export const TDS_SECTION_CODES = Object.keys(TDS_SECTIONS) as TdsSection[];

/** The part of a payment of `gross` on a bill of `taxable` + `gst` that is taxable value (rounded down to a paisa). */
export function tdsBase(gross: number, taxable: number, gst: number): number {
  const total = taxable + gst;
  // BigInt: the product of two paise amounts passes 2^53.
  return total === 0 ? 0 : Number((BigInt(gross) * BigInt(taxable)) / BigInt(total));
}

/** The TDS on a base at a rate in basis points: base × rate / 10000, to the nearest rupee (half up), in paise. */
export function tdsOn(base: number, rateBp: number): number {
  return Math.floor((base * rateBp + 500_000) / 1_000_000) * 100;
}

/** What a payment sends and keeps back: TDS (none when `deduct` is off or no rate), and the net (gross − TDS). */
export function paymentSplit(
  gross: number,
  bill: { taxable: number; gst: number },
  rateBp: number,
  deduct: boolean,
): { gross: number; tds: number; net: number } {
  const tds = deduct && rateBp > 0 ? tdsOn(tdsBase(gross, bill.taxable, bill.gst), rateBp) : 0;
  return { gross, tds, net: gross - tds };
}

/** A rate in basis points as the form shows it: 200 → '2', 75 → '0.75'. */
export const rateText = (bp: number): string => (bp / 100).toString();

/** A rate typed in per cent ('2', '0.75') as basis points, or NaN when it is not one. */
export function rateBpOf(typed: string): number {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(typed.trim());
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
