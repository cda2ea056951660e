/** Aadhaar as shown everywhere but to the clerk editing that record: 'XXXX XXXX 1234'. */
export function maskAadhaar(aadhaarOrLastFour: string): string {
  return `XXXX XXXX ${aadhaarOrLastFour.slice(-4)}`;
}

/** A bank account number as the register, exports and PDFs show it: its last four digits ('XXXX4321'); '' stays ''. */
export const maskBankAccount = (account: string) => (account === '' ? '' : `XXXX${account.slice(-4)}`);
