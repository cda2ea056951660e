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
    title: 'Authority',
    functions: ['College dashboards', 'Approvals', 'Reports'],
    target: { kind: 'login', module: 'Management' },
  },
  {
    title: 'Admin',
    functions: ['Degree and regulation', 'Faculty', 'Course', 'Student', 'Activities', 'Leave maintenance'],
    target: { kind: 'login', module: 'Admin' },
  },
  {
    title: 'Faculty',
    functions: ['Assigned subjects', 'Attendance sheet', 'Apply leave', 'Approve leave as backup approver'],
    target: { kind: 'login', module: 'Faculty' },
  },
  {
    title: 'Student',
    functions: ['Dashboard', 'Online fee payment', 'Timetable'],
    target: { kind: 'login', module: 'Student' },
  },
  {
    title: 'Accounts',
    functions: ['Fee collection', 'Vendor payment', 'Scholarship and waiver', 'Transaction history'],
    target: { kind: 'login', module: 'Accounts' },
  },
  {
    title: 'Library',
    functions: ['Books', 'Material allowances', 'Issue and return', 'Waiting list', 'Barcodes', 'History'],
    target: { kind: 'login', module: 'Library' },
  },
  {
    title: 'Transport',
    functions: ['Vehicles', 'Vehicle expenses'],
    target: { kind: 'login', module: 'Transportation' },
  },
  { title: 'Grievance', functions: ['Check and act on grievances'], target: { kind: 'login', module: 'Grievance' } },
  {
    title: 'Hostel',
    functions: ['Buildings and rooms', 'Registration', 'Room transfer', 'Vacate'],
    target: { kind: 'login', module: 'Hostel' },
  },
  {
    title: 'Placement',
    functions: ['Dashboard', 'Job posting', 'Alumni', 'Report'],
    target: { kind: 'login', module: 'Placements Cell' },
  },
  {
    title: 'Parent',
    functions: ['Student details', 'Profile', 'Timetable'],
    target: { kind: 'login', module: 'parent' },
  },
  {
    title: 'HOD',
    functions: [
      'Department dashboard',
      'Faculty and subjects of the department',
      'Department timetables',
      'Approve leave',
    ],
    target: { kind: 'login', module: 'HOD' },
  },
  { title: 'Principal', functions: ['College dashboard', 'Approvals'], target: { kind: 'login', module: 'principal' } },
  { title: 'IQAC', functions: ['IQAC login', 'NAAC', 'NIRF', 'OBE'], target: { kind: 'page', path: '/iqacnewhome' } },
  { title: 'Leave', functions: ['Apply leave', 'Approve leave'], target: { kind: 'login', module: 'Faculty' } },
  {
    // The exam cell's own screens; a college's outside exam-cell site, when configured, is a link on them.
    title: 'Exams',
    functions: ['Exam cell'],
    target: { kind: 'login', module: 'Admin' },
  },
  { title: 'OBE', functions: ['Outcome-based education'], target: { kind: 'external', setting: 'obe' } },
  {
    title: 'Results',
    functions: ['Results by roll number', 'Result PDF'],
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
