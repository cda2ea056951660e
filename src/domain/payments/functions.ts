/** The tiles' fee functions: paying fees, and the accounts' ledger of collections (tile name → address). */
export const PAYMENTS_FUNCTIONS: Readonly<Record<string, string>> = {
  'Online fee payment': '/app/Student/Fee Payment',
  'Fee collection': '/app/Accounts/Fee Collection',
  'Scholarship and waiver': '/app/Accounts/Scholarships',
  'Transaction history': '/app/Accounts/Day Book',
};
