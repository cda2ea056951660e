/**
 * §1 home tiles in the seed's order with the functions each lists on hover or focus (§2 tile lists; the
 * lists the seed does not give are ours). A tile opens its module's login, or an external address from
 * configuration (hidden when none is configured), or one of our public pages.
 */
export type TileTarget =
  | { kind: 'login'; module: string }
  | { kind: 'page'; path: string }
  | { kind: 'external'; setting: 'examCell' | 'obe' | 'examResults' | 'facultyDatabase'; fallbackPath?: string };

export interface ModuleTile {
  title: string;
  functions: string[];
  target: TileTarget;
}

export const MODULE_TILES: readonly ModuleTile[] = [
  {
    title: /*i18n*/ 'Authority',
    functions: [/*i18n*/ 'College dashboards', /*i18n*/ 'Approvals', /*i18n*/ 'Reports'],
    target: { kind: 'login', module: 'Management' },
  },
  {
    title: /*i18n*/ 'Admin',
    functions: [
      /*i18n*/ 'Degree and regulation',
      /*i18n*/ 'Faculty',
      /*i18n*/ 'Course',
      /*i18n*/ 'Student',
      /*i18n*/ 'Activities',
      /*i18n*/ 'Leave maintenance',
    ],
    target: { kind: 'login', module: 'Admin' },
  },
  {
    title: /*i18n*/ 'Faculty',
    functions: [
      /*i18n*/ 'Assigned subjects',
      /*i18n*/ 'Attendance sheet',
      /*i18n*/ 'Apply leave',
      /*i18n*/ 'Approve leave as backup approver',
    ],
    target: { kind: 'login', module: 'Faculty' },
  },
  {
    title: /*i18n*/ 'Student',
    functions: [/*i18n*/ 'Dashboard', /*i18n*/ 'Online fee payment', /*i18n*/ 'Timetable'],
    target: { kind: 'login', module: 'Student' },
  },
  {
    title: /*i18n*/ 'Accounts',
    functions: [
      /*i18n*/ 'Fee collection',
      /*i18n*/ 'Vendor payment',
      /*i18n*/ 'Scholarship and waiver',
      /*i18n*/ 'Transaction history',
    ],
    target: { kind: 'login', module: 'Accounts' },
  },
  {
    title: /*i18n*/ 'Library',
    functions: [
      /*i18n*/ 'Books',
      /*i18n*/ 'Material allowances',
      /*i18n*/ 'Issue and return',
      /*i18n*/ 'Waiting list',
      /*i18n*/ 'Barcodes',
      /*i18n*/ 'History',
    ],
    target: { kind: 'login', module: 'Library' },
  },
  {
    title: /*i18n*/ 'Transport',
    functions: [/*i18n*/ 'Vehicles', /*i18n*/ 'Vehicle expenses'],
    target: { kind: 'login', module: 'Transportation' },
  },
  {
    title: /*i18n*/ 'Grievance',
    functions: [/*i18n*/ 'Check and act on grievances'],
    target: { kind: 'login', module: 'Grievance' },
  },
  {
    title: /*i18n*/ 'Hostel',
    functions: [/*i18n*/ 'Buildings and rooms', /*i18n*/ 'Registration', /*i18n*/ 'Room transfer', /*i18n*/ 'Vacate'],
    target: { kind: 'login', module: 'Hostel' },
  },
  {
    title: /*i18n*/ 'Placement',
    functions: [/*i18n*/ 'Dashboard', /*i18n*/ 'Job posting', /*i18n*/ 'Alumni', /*i18n*/ 'Report'],
    target: { kind: 'login', module: 'Placements Cell' },
  },
  {
    title: /*i18n*/ 'Parent',
    functions: [/*i18n*/ 'Student details', /*i18n*/ 'Profile', /*i18n*/ 'Timetable'],
    target: { kind: 'login', module: 'parent' },
  },
  {
    title: /*i18n*/ 'HOD',
    functions: [
      /*i18n*/ 'Department dashboard',
      /*i18n*/ 'Faculty and subjects of the department',
      /*i18n*/ 'Department timetables',
      /*i18n*/ 'Approve leave',
    ],
    target: { kind: 'login', module: 'HOD' },
  },
  {
    title: /*i18n*/ 'Principal',
    functions: [/*i18n*/ 'College dashboard', /*i18n*/ 'Approvals'],
    target: { kind: 'login', module: 'principal' },
  },
  {
    title: /*i18n*/ 'IQAC',
    functions: [/*i18n*/ 'IQAC login', /*i18n*/ 'NAAC', /*i18n*/ 'NIRF', /*i18n*/ 'OBE'],
    target: { kind: 'page', path: '/iqacnewhome' },
  },
  {
    title: /*i18n*/ 'Leave',
    functions: [/*i18n*/ 'Apply leave', /*i18n*/ 'Approve leave'],
    target: { kind: 'login', module: 'Faculty' },
  },
  {
    // The exam cell's own screens; a college's outside exam-cell site, when configured, is a link on them.
    title: /*i18n*/ 'Exams',
    functions: [/*i18n*/ 'Exam cell'],
    target: { kind: 'login', module: 'Admin' },
  },
  {
    title: /*i18n*/ 'OBE',
    functions: [/*i18n*/ 'Outcome-based education'],
    target: { kind: 'external', setting: 'obe' },
  },
  {
    title: /*i18n*/ 'Results',
    functions: [/*i18n*/ 'Results by roll number', /*i18n*/ 'Result PDF'],
    target: { kind: 'external', setting: 'examResults', fallbackPath: '/examresults' },
  },
];

/**
 * The tiles a visitor without a staff account uses (results by roll number, a student's or a parent's own
 * sign-in); the home page lists them first so that a phone shows them without scrolling past staff modules.
 */
const VISITOR_TILES: readonly string[] = ['Results', 'Student', 'Parent'];

/** The home page's order: visitors' tiles in VISITOR_TILES order (Results first), then the rest in the seed's order. */
export function visitorTilesFirst<T extends { title: string }>(tiles: readonly T[]): T[] {
  const rank = (t: T) => {
    const i = VISITOR_TILES.indexOf(t.title);
    return i === -1 ? VISITOR_TILES.length : i;
  };
  return tiles
    .map((tile, index) => ({ tile, index }))
    .sort((a, b) => rank(a.tile) - rank(b.tile) || a.index - b.index)
    .map((e) => e.tile);
}

/** Functions that are an outside accreditation site, and the setting holding its address. */
const SITE_FUNCTIONS: Readonly<Record<string, 'naac' | 'nirf' | 'obe'>> = { NAAC: 'naac', NIRF: 'nirf', OBE: 'obe' };

/**
 * The functions a tile or dashboard may promise: NAAC, NIRF and OBE only where the college has configured their
 * site (the accreditation page hides them otherwise, so listing them would lead nowhere).
 */
export function functionsOffered<T extends string | { name: string }>(
  functions: readonly T[],
  configured: (site: 'naac' | 'nirf' | 'obe') => boolean,
): T[] {
  return functions.filter((f) => {
    const site = SITE_FUNCTIONS[typeof f === 'string' ? f : f.name];
    return !site || configured(site);
  });
}
