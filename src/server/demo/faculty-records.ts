import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { awards, departments, faculty, mous, publications, users } from '../db/schema';
import { seededRandom } from './seeded-random';
import type { DemoPart } from './demo-part';

/** The `faculty` demo user's own records: 6 publications (67 citations, 4 in Scopus, 3 in Web of Science), 2 MoUs, 3 awards. */
export const DEMO_FACULTY_PUBLICATIONS = [
  {
    title: 'Federated Learning for Early Detection of Diabetic Retinopathy on Edge Devices',
    venue: 'IEEE Access',
    year: 2024,
    doi: '10.1109/ACCESS.2024.3391245',
    scopus: true,
    webOfScience: true,
    citations: 18,
  },
  {
    title: 'A Lightweight Intrusion Detection System for IoT Networks Using Graph Neural Networks',
    venue: 'Journal of Network and Computer Applications',
    year: 2023,
    doi: '10.1016/j.jnca.2023.103702',
    scopus: true,
    webOfScience: true,
    citations: 27,
  },
  {
    title: 'Telugu Named Entity Recognition with Transformer Models',
    venue: 'International Conference on Natural Language Processing (ICON)',
    year: 2022,
    doi: null,
    scopus: true,
    webOfScience: false,
    citations: 9,
  },
  {
    title: 'Query Optimisation for Time-Series Workloads in PostgreSQL',
    venue: 'International Journal of Database Management Systems',
    year: 2021,
    doi: null,
    scopus: false,
    webOfScience: false,
    citations: 4,
  },
  {
    title: 'Explainable Crop Yield Prediction for Telangana Districts',
    venue: 'Computers and Electronics in Agriculture',
    year: 2025,
    doi: '10.1016/j.compag.2025.109874',
    scopus: true,
    webOfScience: true,
    citations: 3,
  },
  {
    title: 'Teaching Data Structures with Visual Programming Tools: An Experience Report',
    venue: 'Journal of Engineering Education Transformations',
    year: 2020,
    doi: null,
    scopus: false,
    webOfScience: false,
    citations: 6,
  },
];
export const DEMO_FACULTY_MOUS = [
  {
    partner: 'Telangana State Technology Services',
    purpose: 'Internships and joint e-governance projects for final-year CSE students',
    signedOn: '2023-07-14',
    validUntil: '2026-07-13',
  },
  {
    partner: 'Indian Institute of Chemical Technology, Hyderabad',
    purpose: 'Shared high-performance computing facility and co-supervised research',
    signedOn: '2024-11-02',
    validUntil: null,
  },
];
export const DEMO_FACULTY_AWARDS = [
  {
    title: 'Best Teacher Award',
    awardedBy: 'Demo College',
    year: 2023,
    description: 'For the data structures laboratory redesign',
  },
  {
    title: 'Best Paper Award',
    awardedBy: 'International Conference on Computing, Communication and Security',
    year: 2022,
    description: '',
  },
  {
    title: 'Young Scientist Award',
    awardedBy: 'Telangana Academy of Sciences',
    year: 2024,
    description: 'Applied machine learning in agriculture',
  },
];

/** Research topics per department code, for the other faculty members' seeded publications. */
const TOPICS: Readonly<Record<string, readonly string[]>> = {
  CIVIL: [
    'Self-Compacting Concrete with Fly Ash',
    'Groundwater Recharge in Hard-Rock Aquifers',
    'Pavement Distress Detection from Drone Images',
    'Seismic Retrofitting of Masonry Buildings',
  ],
  EEE: [
    'Grid-Tied Solar Inverters with Reduced Harmonics',
    'Battery Management for Electric Two-Wheelers',
    'Fault Location in Distribution Feeders',
    'Demand Response in Smart Grids',
  ],
  MECH: [
    'Additive Manufacturing of Aluminium Alloys',
    'Heat Transfer in Nanofluid Coolants',
    'Vibration Analysis of Rotor Bearings',
    'Biodiesel Blends in CI Engines',
  ],
  ECE: [
    'Low-Power VLSI Design of FIR Filters',
    'Millimetre-Wave Antenna Arrays for 5G',
    'Speech Enhancement with Deep Networks',
    'LoRa Sensor Networks for Agriculture',
  ],
  CSE: [
    'Graph Neural Networks for Fraud Detection',
    'Blockchain-Based Land Records',
    'Transformer Models for Code Summarisation',
    'Edge Caching in Vehicular Networks',
  ],
  HS: [
    'Fractional Differential Equations in Heat Flow',
    'Green Synthesis of Silver Nanoparticles',
    'Communicative English for Engineering Students',
    'Optical Properties of Doped Thin Films',
  ],
  MBA: [
    'Digital Payments Adoption in Rural Telangana',
    'Employee Engagement in IT Services',
    'Working Capital in MSMEs',
    'Brand Loyalty in Quick Commerce',
  ],
};
const VENUES = [
  'Materials Today: Proceedings',
  'International Journal of Engineering Research and Technology',
  'Springer Lecture Notes in Electrical Engineering',
  'Journal of King Saud University',
  'Heliyon',
  'International Conference on Recent Trends in Engineering',
];
const ASPECTS = ['A Comparative Study', 'An Experimental Investigation', 'A Case Study from Hyderabad', 'A Review'];
const PARTNERS = [
  'Cyient Limited',
  'BHEL R&D, Hyderabad',
  'T-Hub Foundation',
  'Telangana State Pollution Control Board',
  'ICRISAT',
  'Infosys Springboard',
];
const AWARDS = [
  ['Best Teacher Award', 'Demo College'],
  ['Best Paper Award', 'National Conference on Emerging Trends'],
  ['Research Excellence Award', 'Institution of Engineers (India)'],
  ['Faculty Innovation Award', 'AICTE'],
] as const;

/**
 * Faculty database demo rows: the fixed records above for the `faculty` demo user and
 * a few seeded ones for every other faculty member, the same on every fresh start.
 */
export async function seedFacultyRecords(db: Database): Promise<void> {
  const rnd = seededRandom(20261123);
  const [demo] = await db
    .select({ facultyId: users.facultyId })
    .from(users)
    .where(eq(users.username, 'faculty'))
    .limit(1);
  const members = await db
    .select({ id: faculty.id, empCode: faculty.empCode, dept: departments.code })
    .from(faculty)
    .innerJoin(departments, eq(departments.id, faculty.departmentId))
    .orderBy(asc(faculty.id));
  const papers: (typeof publications.$inferInsert)[] = [];
  const agreements: (typeof mous.$inferInsert)[] = [];
  const honours: (typeof awards.$inferInsert)[] = [];
  for (const m of members) {
    if (m.id === demo?.facultyId) {
      papers.push(...DEMO_FACULTY_PUBLICATIONS.map((p) => ({ ...p, facultyId: m.id })));
      agreements.push(...DEMO_FACULTY_MOUS.map((a) => ({ ...a, facultyId: m.id })));
      honours.push(...DEMO_FACULTY_AWARDS.map((a) => ({ ...a, facultyId: m.id })));
      continue;
    }
    const topics = TOPICS[m.dept] ?? TOPICS.CSE!;
    for (let i = 0, n = rnd.int(0, 4); i < n; i++) {
      const scopus = rnd.next() < 0.5;
      papers.push({
        facultyId: m.id,
        title: `${topics[(i + rnd.int(0, 3)) % topics.length]}: ${rnd.pick(ASPECTS)}`,
        venue: rnd.pick(VENUES),
        year: rnd.int(2018, 2025),
        // 10.5555 is the DOI prefix reserved for examples and tests.
        doi: rnd.next() < 0.5 ? `10.5555/demo.${m.empCode.toLowerCase()}.${i + 1}` : null,
        scopus,
        webOfScience: scopus && rnd.next() < 0.4,
        citations: rnd.int(0, 40),
      });
    }
    if (rnd.next() < 0.3) {
      const year = rnd.int(2020, 2025);
      agreements.push({
        facultyId: m.id,
        partner: rnd.pick(PARTNERS),
        purpose: 'Student internships, guest lectures and joint projects',
        signedOn: `${year}-0${rnd.int(1, 9)}-1${rnd.int(0, 9)}`,
        validUntil: `${year + 3}-03-31`,
      });
    }
    for (let i = 0, n = rnd.int(0, 2); i < n; i++) {
      const [title, awardedBy] = rnd.pick(AWARDS);
      honours.push({ facultyId: m.id, title, awardedBy, year: rnd.int(2018, 2025), description: '' });
    }
  }
  if (papers.length) await db.insert(publications).values(papers);
  if (agreements.length) await db.insert(mous).values(agreements);
  if (honours.length) await db.insert(awards).values(honours);
}

/** The demo college's faculty records part: the faculty's own records (publications, qualifications, …). */
export const facultyRecordsDemo: DemoPart = {
  name: 'faculty records',
  order: 30,
  seed: (tx) => seedFacultyRecords(tx),
};
