// Only the landing screen loads these sentences (kept out of the menus every signed-in screen loads).
/**
 * What a role whose own screens do not exist yet can do today, said on its landing (/app) instead of leaving an
 * empty page: the college's counts, the screens its menu opens, and what is planned.
 */
const ROLE_INTRODUCTIONS: Readonly<Partial<Record<string, string>>> = {
  ROLE_DIRECTOR:
    /*i18n*/ "As Director you can follow the college's counts below, read every published exam result and keep your account; the director's reports and approvals are planned.",
  ROLE_SECURITY:
    /*i18n*/ 'As Security you can check the college counts below, look up exam results and keep your account; gate passes and the visitor register are planned.',
  ROLE_INVENTORY:
    /*i18n*/ 'As Inventory you can check the college counts below, look up exam results and keep your account; stock, purchase and issue registers are planned.',
};

/** The introductions for the user's roles that have one, in the user's order. */
export const introductionsFor = (roles: readonly string[]): string[] =>
  roles.flatMap((r) => ROLE_INTRODUCTIONS[r] ?? []);
