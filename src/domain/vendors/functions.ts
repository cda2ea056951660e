/** The Accounts tile's vendor function (tile name → address). */
export const VENDORS_FUNCTIONS: Readonly<Record<string, string>> = {
  'Vendor payment': '/app/Accounts/Vendor Payments',
};
