/** Aadhaar as shown everywhere but to the clerk editing that record (issue 9 §5): 'XXXX XXXX 1234'. */
export function maskAadhaar(aadhaarOrLastFour: string): string {
  return `XXXX XXXX ${aadhaarOrLastFour.slice(-4)}`;
}
