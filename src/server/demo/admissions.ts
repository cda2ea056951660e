import { and, eq, lte } from 'drizzle-orm';
import * as v from 'valibot';
import { ApplicationFormDataSchema } from '../../domain/admissions/application-form';
import { usesSeatTypes } from '../../domain/admissions/choices';
import { academicYear } from '../../domain/calendar/academic-year';
import { admitCheckedRows } from '../modules/admissions/service';
import { withVerhoeffDigit } from '../../domain/admissions/verhoeff';
import type { Database } from '../db/client';
import { batches, colleges, degrees } from '../db/schema';
import { BTECH_BRANCHES, FEMALE_FIRST_NAMES, FIRST_NAMES, SURNAMES } from './names-and-courses';
import { AGENTS, CASTE_CATEGORIES } from './master-list-entries';
import { seededRandom } from './seeded-random';
import { utcDay } from '../../domain/calendar/calendar-date';
import type { DemoPart } from './demo-part';

/** How many admissions the demo college has taken this academic year when it first starts. */
export const DEMO_ADMISSIONS = 24;
const DAY = 86_400_000;
const DISTRICTS = [
  ['Kukatpally', 'Balanagar', 'Medchal'],
  ['Hanamkonda', 'Hanamkonda', 'Hanumakonda'],
  ['Siddipet', 'Siddipet', 'Siddipet'],
  ['Nalgonda', 'Nalgonda', 'Nalgonda'],
  ['Karimnagar', 'Karimnagar', 'Karimnagar'],
] as const;

/**
 * Admissions of the academic year the demo starts in: B.Tech first years across the branches, admission
 * types and agents, dated over the weeks before the first start (two of them that day), a quarter with
 * certificates still to submit. They go through the form's schema and the same insert as every save, so the
 * register, the dashboard and Create Logins show them. Aadhaar numbers are from a range no test uses.
 */
export async function seedDemoAdmissions(tx: Database, aadhaarKey: string, now: Date): Promise<string[]> {
  const rnd = seededRandom(20260915);
  const year = academicYear(now);
  const startYear = Number(year.slice(0, 4));
  const yearStart = Date.UTC(startYear, 3, 1);
  // The newest B.Tech batch that has started by this academic year; lateral entrants join the one before it.
  const btechBatches = await tx
    .select({ name: batches.name, startYear: batches.startYear })
    .from(batches)
    .innerJoin(degrees, eq(degrees.id, batches.degreeId))
    .where(and(eq(degrees.name, 'B.Tech'), lte(batches.startYear, startYear)))
    .orderBy(batches.startYear);
  const firstYears = btechBatches.at(-1);
  if (!firstYears) return [];
  const secondYears = btechBatches.at(-2);
  const [college] = await tx.select({ code: colleges.code }).from(colleges).limit(1);
  const seatTypeCollege = usesSeatTypes(college?.code ?? '');
  const rows = Array.from({ length: DEMO_ADMISSIONS }, (_, i) => {
    const first = rnd.pick(FIRST_NAMES);
    const surname = rnd.pick(SURNAMES);
    const female = FEMALE_FIRST_NAMES.has(first);
    const [village, mandal, district] = rnd.pick(DISTRICTS);
    const admittedOn = new Date(Math.max(yearStart, now.getTime() - (i < 2 ? 0 : (i * 3 + rnd.int(0, 2)) * DAY)));
    const category = rnd.pick(CASTE_CATEGORIES.filter((c) => c.subCastes.length > 0));
    const agent = i % 3 === 0 ? rnd.pick(AGENTS.filter((a) => a.active !== false)).name : '';
    const mobile = (base: number) => String(base + i * 1013);
    const lateral = i % 7 === 6 && secondYears !== undefined;
    // The college's own admission types (admissionTypesFor): seat types at KNRR, BRILL and BRIG.
    const admissionType = seatTypeCollege ? (lateral ? 'Lateral Entry' : 'Convener') : lateral ? 'Lateral' : 'Direct';
    return v.parse(ApplicationFormDataSchema, {
      name: `${first} ${surname}`.toUpperCase(),
      courseAppliedFor: 'B.Tech',
      batch: (lateral ? secondYears : firstYears).name,
      branch: BTECH_BRANCHES[i % BTECH_BRANCHES.length]!.shortName,
      gender: female ? 'FEMALE' : 'MALE',
      aadharNo: withVerhoeffDigit(String(48291100000 + i * 37)),
      dateOfAdmission: utcDay(admittedOn),
      dateOfBirth: utcDay(new Date(Date.UTC(startYear - 18, rnd.int(0, 11), rnd.int(1, 28)))),
      rank: String(rnd.int(1200, 68000)),
      nationality: 'Indian',
      religion: 'Hindu',
      motherTongue: 'Telugu',
      emailId: `${first.toLowerCase()}.${surname.toLowerCase()}${String(i + 1)}@example.in`,
      admissionType,
      seatType: admissionType,
      lateralEntry: lateral ? 'Yes' : 'No',
      entranceType: lateral ? 'ECET' : 'EAPCET',
      category: category.code,
      subCaste: rnd.pick(category.subCastes),
      fatherContactNo: mobile(9848000000),
      studentContactNo: mobile(9701000000),
      fathersName: `${rnd.pick(FIRST_NAMES.filter((n) => !FEMALE_FIRST_NAMES.has(n)))} ${surname}`.toUpperCase(),
      mothersName: `${rnd.pick([...FEMALE_FIRST_NAMES])} ${surname}`.toUpperCase(),
      permanentAddress: {
        doorNo: `${String(rnd.int(1, 20))}-${String(rnd.int(1, 300))}`,
        street: 'Main Road',
        village,
        mandal,
        district,
        state: 'Telangana',
        pincode: String(500001 + rnd.int(0, 98)),
      },
      interMarks: String(rnd.int(700, 990)),
      totalMarksInter: '1000',
      agent,
      agentAmount: agent ? '5000' : '',
      certificateSubmission: i % 4 === 3 ? 'No' : 'Yes',
      feeCommitment: '95000',
      studentPaidamount: String(rnd.pick([0, 25000, 47500, 95000])),
    });
  });
  return admitCheckedRows(tx, aadhaarKey, rows, now);
}

/** The demo college's admissions part: this academic year's admissions, with `demoAdmissions`; none without it. */
export const admissionsDemo: DemoPart = {
  name: 'admissions',
  order: 130,
  async seed(tx, { options }) {
    if (options.demoAdmissions)
      await seedDemoAdmissions(tx, options.demoAdmissions.aadhaarKey, options.demoAdmissions.now);
  },
};
