/** The IQAC tile's functions that have a screen: the IQAC login and the accreditation pages (tile name → address). */
export const ACCREDITATION_FUNCTIONS: Readonly<Record<string, string>> = {
  'IQAC login': '/login/IQAC',
  NAAC: '/iqacnewhome',
  NIRF: '/iqacnewhome',
  OBE: '/iqacnewhome',
};
