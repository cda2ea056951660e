import { and, eq, inArray } from 'drizzle-orm';
import type { PaymentFlow } from '../../domain/payments/flows';
import type { Database } from '../db/client';
import { admissionCounters, batches, branches, degrees, feeStructures, feeTypes, students } from '../db/schema';
import { academicYearName, shiftedDay } from './demo-year';

/** The demo college's fee types (names as the gateway key rows spell them) and the college's instalment rule. */
const DEMO_FEE_TYPES: ReadonlyArray<{ name: string; flow: PaymentFlow; instalmentsAllowed: boolean }> = [
  { name: 'TUITION FEE', flow: 'general', instalmentsAllowed: true },
  { name: 'EXAM FEE', flow: 'exam', instalmentsAllowed: false },
  { name: 'MISCELLANEOUS', flow: 'miscellaneous', instalmentsAllowed: false },
  { name: 'NEW ADMISSION FEE', flow: 'newAdmission', instalmentsAllowed: false },
];

/** Amounts in paise (§9 minor units). */
export const DEMO_FEES = {
  tuitionPerSemester: 5_250_000,
  examPerSemester: 185_000,
  bonafideCertificate: 10_000,
  idCard: 25_000,
  newAdmission: 2_500_000,
} as const;

/**
 * Applicants admitted for 2026 who have not paid the new-admission fee and have no account: they pay on the
 * public self-payment screen with admission number and date of birth. Like the admissions module's own rows,
 * an applicant is a students row whose roll number is the admission number until a roll number is given; the
 * seed takes their numbers from the academic year's admission counter, so the next admission saved gets 0003.
 */
export const demoApplicants = (shift: number) =>
  [
    { admissionNo: '2026ADM0001', fullName: 'KAVYA REDDY', gender: 'FEMALE', dateOfBirth: '2008-05-14' },
    { admissionNo: '2026ADM0002', fullName: 'ARJUN VARMA', gender: 'MALE', dateOfBirth: '2008-11-02' },
  ].map((a) => ({
    ...a,
    admissionNo: `${String(2026 + shift)}${a.admissionNo.slice(4)}`,
    dateOfBirth: shiftedDay(a.dateOfBirth, shift),
  }));

/** The applicants of the demo as written (2026-2027), as server tests load it. */
export const DEMO_APPLICANTS = demoApplicants(0);

/**
 * Fee types and fee structures of the demo college: B.Tech batches 2021–2024 (as written) owe tuition and exam fee
 * for their IV year (semesters 7 and 8) and may buy a bonafide certificate or an ID card (semester 8); the
 * 2026 B.Tech applicants owe the new-admission fee (semester 1). Years move by `shift` (demo-year.ts).
 */
export async function seedFees(db: Database, shift = 0): Promise<void> {
  const types = await db
    .insert(feeTypes)
    .values(DEMO_FEE_TYPES.map((t, i) => ({ ...t, sortOrder: i + 1 })))
    .returning();
  const typeId = (name: string) => types.find((t) => t.name === name)!.id;
  const [btech] = await db.select().from(degrees).where(eq(degrees.name, 'B.Tech'));
  const btechBatches = await db.select().from(batches).where(eq(batches.degreeId, btech!.id));
  const current = btechBatches.filter((b) => b.startYear >= 2021 + shift && b.startYear <= 2024 + shift);
  const rows: (typeof feeStructures.$inferInsert)[] = [];
  for (const b of current) {
    for (const semester of [7, 8]) {
      rows.push({
        degreeId: btech!.id,
        batchId: b.id,
        semester,
        feeTypeId: typeId('TUITION FEE'),
        amountPaise: DEMO_FEES.tuitionPerSemester,
      });
      rows.push({
        degreeId: btech!.id,
        batchId: b.id,
        semester,
        feeTypeId: typeId('EXAM FEE'),
        amountPaise: DEMO_FEES.examPerSemester,
      });
    }
    rows.push({
      degreeId: btech!.id,
      batchId: b.id,
      semester: 8,
      feeTypeId: typeId('MISCELLANEOUS'),
      item: 'BONAFIDE CERTIFICATE',
      amountPaise: DEMO_FEES.bonafideCertificate,
    });
    rows.push({
      degreeId: btech!.id,
      batchId: b.id,
      semester: 8,
      feeTypeId: typeId('MISCELLANEOUS'),
      item: 'ID CARD',
      amountPaise: DEMO_FEES.idCard,
    });
  }
  const batch2026 = btechBatches.find((b) => b.startYear === 2026 + shift);
  if (batch2026) {
    rows.push({
      degreeId: btech!.id,
      batchId: batch2026.id,
      semester: 1,
      feeTypeId: typeId('NEW ADMISSION FEE'),
      amountPaise: DEMO_FEES.newAdmission,
    });
    const [cse] = await db
      .select()
      .from(branches)
      .where(and(eq(branches.degreeId, btech!.id), inArray(branches.code, ['05'])));
    await db.insert(students).values(
      demoApplicants(shift).map((a) => ({
        rollNo: a.admissionNo,
        fullName: a.fullName,
        gender: a.gender,
        dateOfBirth: a.dateOfBirth,
        batchId: batch2026.id,
        branchId: cse!.id,
        regulationId: batch2026.regulationId!,
        email: `${a.admissionNo.toLowerCase()}@applicants.demo-college.edu.in`,
      })),
    );
    await db
      .insert(admissionCounters)
      .values({ academicYear: academicYearName(2026 + shift), lastNumber: DEMO_APPLICANTS.length });
  }
  await db.insert(feeStructures).values(rows);
}
