/**
 * Lookup lists of the demo college: an autonomous engineering college in Telangana,
 * admitting through EAPCET, ECET, ICET and PGECET counselling and on management quota.
 */
export const LEVELS = [
  { code: 'UG', name: 'Under Graduate', sortOrder: 1 },
  { code: 'PG', name: 'Post Graduate', sortOrder: 2 },
] as const;

export const DEGREE_FULL_NAMES: Readonly<Record<string, string>> = {
  'B.Tech': 'Bachelor of Technology',
  'M.Tech': 'Master of Technology',
  MBA: 'Master of Business Administration',
};

/**
 * Regulations and the admission years they apply to (the seed already has R20 and R22): the demo college's own, on
 * §9's scale, as the core seed's are.
 */
export const EXTRA_REGULATIONS = [
  { code: 'R18', fromYear: 2018 },
  { code: 'R25', fromYear: 2025 },
] as const;

/** Batches by degree: first and last admission year (B.Tech 2021–2024 are in the core seed). */
export const BATCH_YEARS: Readonly<Record<string, readonly number[]>> = {
  'B.Tech': [2018, 2019, 2020, 2025, 2026],
  'M.Tech': [2021, 2022, 2023, 2024, 2025, 2026],
  MBA: [2021, 2022, 2023, 2024, 2025, 2026],
};

/** Branches beyond the five core B.Tech ones: code as in roll numbers, short form, department, first batch. */
export const EXTRA_BRANCHES: ReadonlyArray<{
  degree: string;
  code: string;
  shortName: string;
  name: string;
  department: string;
  introducedIn: number | null;
}> = [
  {
    degree: 'B.Tech',
    code: '12',
    shortName: 'IT',
    name: 'Information Technology',
    department: 'CSE',
    introducedIn: null,
  },
  {
    degree: 'B.Tech',
    code: '66',
    shortName: 'CSM',
    name: 'Computer Science and Engineering (Artificial Intelligence and Machine Learning)',
    department: 'CSE',
    introducedIn: 2020,
  },
  {
    degree: 'B.Tech',
    code: '67',
    shortName: 'CSD',
    name: 'Computer Science and Engineering (Data Science)',
    department: 'CSE',
    introducedIn: 2023,
  },
  {
    degree: 'B.Tech',
    code: '62',
    shortName: 'CSC',
    name: 'Computer Science and Engineering (Cyber Security)',
    department: 'CSE',
    introducedIn: 2025,
  },
  {
    degree: 'M.Tech',
    code: '58',
    shortName: 'CSE',
    name: 'Computer Science and Engineering',
    department: 'CSE',
    introducedIn: null,
  },
  {
    degree: 'M.Tech',
    code: '57',
    shortName: 'VLSI',
    name: 'VLSI System Design',
    department: 'ECE',
    introducedIn: null,
  },
  { degree: 'M.Tech', code: '54', shortName: 'PE', name: 'Power Electronics', department: 'EEE', introducedIn: null },
  {
    degree: 'M.Tech',
    code: '87',
    shortName: 'SE',
    name: 'Structural Engineering',
    department: 'CIVIL',
    introducedIn: null,
  },
  {
    degree: 'M.Tech',
    code: '61',
    shortName: 'TE',
    name: 'Thermal Engineering',
    department: 'MECH',
    introducedIn: 2023,
  },
  { degree: 'MBA', code: 'E1', shortName: 'FIN', name: 'Finance', department: 'MBA', introducedIn: null },
  { degree: 'MBA', code: 'E2', shortName: 'MKT', name: 'Marketing', department: 'MBA', introducedIn: null },
  {
    degree: 'MBA',
    code: 'E3',
    shortName: 'HR',
    name: 'Human Resource Management',
    department: 'MBA',
    introducedIn: null,
  },
  { degree: 'MBA', code: 'E4', shortName: 'BA', name: 'Business Analytics', department: 'MBA', introducedIn: 2024 },
];

export const TWO_YEAR_SEMESTER_NAMES = [
  'I Year I Semester',
  'I Year II Semester',
  'II Year I Semester',
  'II Year II Semester',
];

/** Telangana BC groups A–E and the common communities of each (G.O. lists, abridged). */
export const CASTE_CATEGORIES: ReadonlyArray<{ code: string; description: string; subCastes: readonly string[] }> = [
  {
    code: 'OC',
    description: 'Open Category',
    subCastes: [
      'Brahmin',
      'Kamma',
      'Kapu',
      'Kshatriya',
      'Reddy',
      'Velama',
      'Vysya (Komati)',
      'Christian (OC)',
      'Muslim (OC)',
      'Other',
    ],
  },
  {
    code: 'BC-A',
    description: 'Backward Classes Group A (aboriginal tribes, vimuktha jathis, nomadic and semi-nomadic tribes)',
    subCastes: [
      'Agnikulakshatriya',
      'Budabukkala',
      'Dasari',
      'Dommara',
      'Gangiredlavaru',
      'Jangam',
      'Medari',
      'Mudiraj',
      'Nayi Brahmin',
      'Rajaka (Washermen)',
      'Vaddera',
    ],
  },
  {
    code: 'BC-B',
    description: 'Backward Classes Group B (vocational groups)',
    subCastes: [
      'Devanga',
      'Goud (Ediga)',
      'Kummara (Shalivahana)',
      'Kurma',
      'Padmasali',
      'Pattusali',
      'Swakulasali',
      'Thogata',
      'Viswabrahmin (Viswakarma)',
    ],
  },
  {
    code: 'BC-C',
    description: 'Backward Classes Group C (Scheduled Castes converted to Christianity and their progeny)',
    subCastes: ['Scheduled Caste converts to Christianity'],
  },
  {
    code: 'BC-D',
    description: 'Backward Classes Group D (other classes)',
    subCastes: [
      'Arekatika',
      'Kalinga',
      'Koppula Velama',
      'Lodh',
      'Munnuru Kapu',
      'Perika (Puragiri Kshatriya)',
      'Telaga',
      'Yadava (Golla)',
    ],
  },
  {
    code: 'BC-E',
    description: 'Backward Classes Group E (socially and educationally backward Muslims)',
    subCastes: [
      'Achchukattalavandlu',
      'Attar Saibulu',
      'Dhobi Muslim',
      'Faqir',
      'Garadi Muslim',
      'Labbi',
      'Qureshi',
      'Shaik (Sheikh)',
    ],
  },
  {
    code: 'SC',
    description: 'Scheduled Castes',
    subCastes: ['Adi Andhra', 'Adi Dravida', 'Chamar', 'Dakkal', 'Mala', 'Madiga', 'Netkani'],
  },
  {
    code: 'ST',
    description: 'Scheduled Tribes',
    subCastes: ['Chenchu', 'Gond (Naikpod)', 'Koya', 'Lambada (Sugali)', 'Thoti', 'Yerukula'],
  },
  {
    code: 'EWS',
    description: 'Economically Weaker Sections (of the open category)',
    subCastes: ['Brahmin', 'Kamma', 'Kapu', 'Kshatriya', 'Reddy', 'Velama', 'Vysya (Komati)', 'Other'],
  },
];

/** Seat types; the drop-down shows the text before the first comma (§4). */
export const SEAT_TYPES: ReadonlyArray<{ name: string; description: string }> = [
  {
    name: 'Convener',
    description:
      'Category A: allotted by the state counselling (EAPCET, ECET, ICET, PGECET), fee as fixed by the TAFRC',
  },
  { name: 'Management', description: 'Category B: admitted by the college on merit, within 30 percent of the intake' },
  {
    name: 'NRI',
    description: 'Category B: sponsored by a non-resident Indian, within 15 percent of the intake, fee in US dollars',
  },
  {
    name: 'Spot',
    description: 'Category A seats left after the final phase, filled at the college on the spot admission day',
  },
  { name: 'Lateral Entry', description: 'Diploma holders admitted to the II year through ECET counselling' },
  {
    name: 'Sports and NCC',
    description:
      'Convener seats reserved for sports persons and NCC cadets, on certificates verified by the counselling',
  },
];

export const ADMISSION_TYPES: ReadonlyArray<{ name: string; description: string }> = [
  { name: 'Direct', description: 'Admitted to the first year' },
  { name: 'Lateral', description: 'Admitted to the second year (diploma holders through ECET)' },
  { name: 'Transfer', description: "Transferred from another college with the university's permission" },
];

export const AGENTS: ReadonlyArray<{ name: string; place: string; active?: boolean }> = [
  { name: 'Sri Sai Educational Consultancy', place: 'Dilsukhnagar, Hyderabad' },
  { name: 'Vidya Career Guidance', place: 'Ameerpet, Hyderabad' },
  { name: 'Sai Krishna Admissions', place: 'Warangal' },
  { name: 'Gayatri Education Services', place: 'Karimnagar' },
  { name: 'Sri Venkateswara Consultants', place: 'Khammam' },
  { name: 'Global Overseas Education', place: 'Kukatpally, Hyderabad' },
  { name: 'Nalanda Admissions Point', place: 'Nizamabad', active: false },
];

/** §7 getKeyValuePair lists: [key stored, value shown]; §9 shows ICET as ICETT. */
export const KEY_VALUE_LISTS: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
  entrancetype: [
    ['EAPCET', 'EAPCET'],
    ['ECET', 'ECET'],
    ['ICET', 'ICETT'],
    ['PGECT', 'PGECT'],
    ['POLYCET', 'POLYCET'],
  ],
  Nationality: [
    ['Indian', 'Indian'],
    ['NRI', 'Non-Resident Indian'],
    ['OCI', 'Overseas Citizen of India'],
    ['PIO', 'Person of Indian Origin'],
    ['Nepalese', 'Nepalese'],
    ['Bhutanese', 'Bhutanese'],
    ['Foreign', 'Foreign National'],
  ],
  Religion: [
    ['Hindu', 'Hindu'],
    ['Muslim', 'Muslim'],
    ['Christian', 'Christian'],
    ['Sikh', 'Sikh'],
    ['Buddhist', 'Buddhist'],
    ['Jain', 'Jain'],
    ['Parsi', 'Parsi'],
    ['Other', 'Other'],
    ['Not disclosed', 'Prefer not to say'],
  ],
};
