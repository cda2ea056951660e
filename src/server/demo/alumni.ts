import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { alumniAccounts, alumniHistory, alumniRegistrations, batches, branches, students, users } from '../db/schema';
import { seededRandom } from './seeded-random';
import { demoRollNumber, type DemoBatch } from './demo-year';
import type { DemoPart } from './demo-part';

const COMPANIES = [
  'Infosys',
  'Tata Consultancy Services',
  'Wipro',
  'Accenture',
  'Deloitte',
  'Amazon',
  'Microsoft',
  'Cognizant',
  'HCLTech',
  'Capgemini',
];
const DESIGNATIONS = [
  'Software Engineer',
  'Associate Engineer',
  'Systems Engineer',
  'Analyst',
  'Design Engineer',
  'Site Engineer',
];
const INSTITUTES = [
  'IIT Hyderabad',
  'NIT Warangal',
  'University of Hyderabad',
  'IIIT Hyderabad',
  'Arizona State University',
  'JNTU Hyderabad',
];
const CITIES = ['Hyderabad', 'Bengaluru', 'Chennai', 'Pune', 'Mumbai', 'Tempe, AZ'];
const FATHER_NAMES = ['Ramesh', 'Suresh', 'Venkat', 'Srinivas', 'Prakash', 'Mahesh', 'Raghu', 'Naresh'];

/** The demo alumnus (user 'alumni', 22B81A0502 as written): their account proved it and it has a registration. */
export const demoAlumniRollOf = (batch: DemoBatch): string => demoRollNumber(batch.graduated.rollPrefix, '05', 2);

/**
 * Demo alumni: the batch before the demo's (2022-2026 as written) has passed out. Every third student has a history record
 * (working or studying), every seventh a registration without one; the demo alumni user is linked to
 * DEMO_ALUMNI_ROLL with a registration they can edit.
 */
export async function seedAlumni(db: Database, batch: DemoBatch): Promise<void> {
  const DEMO_ALUMNI_ROLL = demoAlumniRollOf(batch);
  const rnd = seededRandom(20261123);
  const rows = await db
    .select({
      rollNo: students.rollNo,
      fullName: students.fullName,
      email: students.email,
      mobile: students.mobile,
      branch: branches.shortName,
      batch: batches.name,
    })
    .from(students)
    .innerJoin(branches, eq(branches.id, students.branchId))
    .innerJoin(batches, eq(batches.id, students.batchId))
    .where(eq(batches.name, batch.graduated.name))
    .orderBy(asc(students.rollNo));
  const mobile = (m: string | null) => (m && /^\d{10}$/.test(m) ? m : `9${String(rnd.int(100000000, 999999999))}`);
  const email = (s: (typeof rows)[number]) => s.email ?? `${s.rollNo.toLowerCase()}@alumni.demo-college.edu.in`;
  const history = rows.filter((s, i) => i % 3 === 1 && s.rollNo !== DEMO_ALUMNI_ROLL);
  if (history.length > 0)
    await db.insert(alumniHistory).values(
      history.map((s) => {
        const working = rnd.next() < 0.7;
        return {
          rollNumber: s.rollNo,
          status: working ? 'working' : 'studying',
          name: s.fullName,
          branch: s.branch,
          batch: s.batch,
          studentMobile: mobile(s.mobile),
          studentEmail: email(s),
          course: 'B.Tech',
          fatherName: `${rnd.pick(FATHER_NAMES)} ${s.fullName.split(' ').pop()}`,
          section: rnd.pick(['A', 'B', 'C']),
          company: working ? rnd.pick(COMPANIES) : '',
          packages: working ? `${rnd.int(4, 24)} LPA` : '',
          designation: working ? rnd.pick(DESIGNATIONS) : '',
          experience: working ? `${rnd.int(0, 1)} year` : '',
          location: rnd.pick(CITIES),
          instituteName: working ? '' : rnd.pick(INSTITUTES),
        };
      }),
    );
  const registered = rows.filter((s, i) => (i % 7 === 3 && i % 3 !== 1) || s.rollNo === DEMO_ALUMNI_ROLL);
  if (registered.length > 0)
    await db.insert(alumniRegistrations).values(
      registered.map((s) => {
        const working = s.rollNo === DEMO_ALUMNI_ROLL ? 'yes' : rnd.pick(['yes', 'no', 'NA'] as const);
        return {
          rollNumber: s.rollNo,
          name: s.fullName,
          course: 'B.Tech',
          degree: 'B.Tech',
          batch: s.batch,
          branch: s.branch,
          mobileNumber: mobile(s.mobile),
          email: email(s),
          working,
          company: '',
          companyName: working === 'yes' ? rnd.pick(COMPANIES) : '',
          jobTitle: working === 'yes' ? rnd.pick(DESIGNATIONS) : '',
          workAddress: working === 'yes' ? rnd.pick(CITIES) : '',
          instituteName: working === 'no' ? rnd.pick(INSTITUTES) : '',
          courseName: working === 'no' ? 'M.Tech' : '',
          eduAddress: working === 'no' ? rnd.pick(CITIES) : '',
        };
      }),
    );
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'alumni')).limit(1);
  if (demo && rows.some((s) => s.rollNo === DEMO_ALUMNI_ROLL))
    await db.insert(alumniAccounts).values({ userId: demo.id, rollNumber: DEMO_ALUMNI_ROLL });
}

/** The demo college's alumni part: registrations and history records of the graduates. */
export const alumniDemo: DemoPart = {
  name: 'alumni',
  order: 60,
  seed: (tx, { batch }) => seedAlumni(tx, batch),
};
