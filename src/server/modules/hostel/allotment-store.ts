import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { allotBeds, type Applicant, type FreeBed, type HostelGender } from '../../../domain/hostel/allotment';
import { HOSTEL_ALLOTMENT_MESSAGES as AM } from '../../../domain/hostel/allotment-rules';
import type { AllotmentPreview } from '../../../domain/hostel/registration-answers';
import type { Database } from '../../db/client';
import type { TransactionRunner } from '../../db/request-scope';
import {
  admissions,
  hostelAllotments,
  hostelApplications,
  hostelBeds,
  hostelBuildings,
  hostelRooms,
  students,
} from '../../db/schema';
import { raiseStudentCharges } from '../payments/service';
import { AllotmentRefused, bedPlaces, feeMissing, hostelFeeItem, WAITING_STATUSES } from './allotment-beds';
import type { AllotmentSettingsStore } from './allotment-settings-store';
import { yearOfStudy } from './registration-store';

const CHUNK = 1000;
const chunks = <T>(rows: readonly T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

/** Allotting beds by the college's rules, to the whole year's applicants at once (one bed by hand: hand-allotment-store.ts). */
export function allotmentStore(db: Database, transaction: TransactionRunner, settings: AllotmentSettingsStore) {
  /** Everything allotting by the rules reads: the waiting applicants, the free beds, the rules and the fees. */
  async function inputs(academicYear: string) {
    const applicants = await db
      .select({
        id: hostelApplications.id,
        studentId: students.id,
        name: students.fullName,
        rollNo: students.rollNo,
        gender: sql<HostelGender>`${students.gender}`,
        year: yearOfStudy,
        category: sql<string>`coalesce(${admissions.category}, '')`,
        distanceKm: hostelApplications.distanceKm,
        appliedAt: hostelApplications.createdAt,
        preferences: hostelApplications.preferences,
        anyRoomType: hostelApplications.anyRoomType,
        status: hostelApplications.status,
      })
      .from(hostelApplications)
      .innerJoin(students, eq(students.id, hostelApplications.studentId))
      .leftJoin(admissions, eq(admissions.studentId, students.id))
      .where(
        and(
          eq(hostelApplications.academicYear, academicYear),
          inArray(hostelApplications.status, WAITING_STATUSES),
          inArray(students.gender, ['MALE', 'FEMALE']),
          // A student already in a bed (allotted by hand, or staying on from last year) waits for nothing.
          notExists(
            db
              .select({ id: hostelAllotments.id })
              .from(hostelAllotments)
              .where(and(eq(hostelAllotments.studentId, students.id), isNull(hostelAllotments.toDate))),
          ),
        ),
      )
      .orderBy(asc(hostelApplications.id));
    const beds = await bedPlaces(db)
      .where(eq(hostelBeds.status, 'FREE'))
      .orderBy(
        asc(sql`lower(${hostelBuildings.name})`),
        asc(hostelRooms.floor),
        asc(sql`length(${hostelRooms.number})`),
        asc(hostelRooms.number),
        asc(hostelBeds.label),
      );
    const { rules } = await settings.rules(academicYear);
    const fees = new Map((await settings.roomFees(academicYear)).map((f) => [f.roomTypeId, f.feePaise]));
    return { academicYear, applicants, beds, rules, fees };
  }
  type Inputs = Awaited<ReturnType<typeof inputs>>;

  /** The inputs' fingerprint: apply goes ahead only while the applicants, beds, rules and fees are as previewed. */
  const fingerprintOf = (i: Inputs) =>
    createHash('sha256')
      .update(
        JSON.stringify([
          i.academicYear,
          i.applicants.map((a) => [
            a.id,
            a.status,
            a.gender,
            a.year,
            a.category,
            a.distanceKm,
            a.preferences,
            a.anyRoomType,
          ]),
          i.beds.map((b) => [b.bedId, b.gender, b.roomTypeId]),
          i.rules,
          [...i.fees],
        ]),
      )
      .digest('hex');

  /** What `allotBeds` makes of the inputs, with names and places. */
  function planOf(i: Inputs): AllotmentPreview {
    const applicants: Applicant[] = i.applicants.map((a) => ({
      id: a.id,
      gender: a.gender,
      year: a.year,
      distanceKm: a.distanceKm,
      category: a.category,
      appliedAt: a.appliedAt.toISOString(),
      preferences: a.preferences.map(String),
      anyRoomType: a.anyRoomType,
    }));
    const freeBeds: FreeBed[] = i.beds.map((b, order) => ({
      id: b.bedId,
      gender: b.gender,
      roomType: String(b.roomTypeId),
      order,
    }));
    const result = allotBeds(applicants, freeBeds, i.rules);
    const applicant = new Map(i.applicants.map((a) => [a.id, a]));
    const bed = new Map(i.beds.map((b) => [b.bedId, b]));
    const allotted = result.allotted.map((a) => {
      const { name, rollNo, gender } = applicant.get(a.applicantId)!;
      const { bedId, roomType, roomTypeId, block, room, bed: label } = bed.get(a.bedId)!;
      const feePaise = i.fees.get(roomTypeId) ?? null;
      return {
        applicationId: a.applicantId,
        name,
        rollNo,
        gender,
        bedId,
        block,
        room,
        bed: label,
        roomType,
        feePaise,
        reserved: a.reserved,
      };
    });
    const waiting = result.waiting.map((w) => {
      const { name, rollNo } = applicant.get(w.applicantId)!;
      return { applicationId: w.applicantId, name, rollNo, reason: w.reason, rank: w.rank };
    });
    const missingFees = [...new Set(allotted.filter((a) => a.feePaise === null).map((a) => a.roomType))].sort();
    return { academicYear: i.academicYear, fingerprint: fingerprintOf(i), allotted, waiting, missingFees };
  }

  return {
    preview: async (academicYear: string) => planOf(await inputs(academicYear)),

    /**
     * Applies the allotment previewed under `fingerprint`, in one transaction, in batches: the beds occupied (each
     * only if still free), the allotments, the students' hostel dues and the applications' statuses. Refused (and
     * nothing changed) when any input changed since the preview or a room type has no fee for the year.
     */
    apply(academicYear: string, fingerprint: string, today: string, userId: number) {
      return transaction(async () => {
        const read = await inputs(academicYear);
        const plan = planOf(read);
        if (plan.fingerprint !== fingerprint) throw new AllotmentRefused(409, AM.inputsChanged);
        if (plan.missingFees.length) throw feeMissing(plan.missingFees, academicYear);
        let occupied = 0;
        for (const part of chunks(plan.allotted.map((a) => a.bedId))) {
          const rows = await db
            .update(hostelBeds)
            .set({ status: 'OCCUPIED' })
            .where(and(inArray(hostelBeds.id, part), eq(hostelBeds.status, 'FREE')))
            .returning({ id: hostelBeds.id });
          occupied += rows.length;
        }
        let allotted = 0;
        for (const part of chunks(plan.allotted.map((a) => a.applicationId))) {
          const rows = await db
            .update(hostelApplications)
            .set({ status: 'ALLOTTED', waitReason: null, updatedAt: sql`now()` })
            .where(and(inArray(hostelApplications.id, part), inArray(hostelApplications.status, WAITING_STATUSES)))
            .returning({ id: hostelApplications.id });
          allotted += rows.length;
        }
        // Another allotment took a bed, or an application was withdrawn or allotted by hand, since this read.
        if (occupied !== plan.allotted.length || allotted !== plan.allotted.length)
          throw new AllotmentRefused(409, AM.inputsChanged);
        const studentOf = new Map(read.applicants.map((a) => [a.id, a.studentId]));
        const charges = plan.allotted.map((a) => ({
          studentId: studentOf.get(a.applicationId)!,
          item: hostelFeeItem(academicYear, a.applicationId),
          amountPaise: a.feePaise!,
          dueDate: today,
        }));
        const lines = await raiseStudentCharges(db, charges);
        const rows = plan.allotted.map((a, n) => ({
          applicationId: a.applicationId,
          studentId: charges[n]!.studentId,
          bedId: a.bedId,
          fromDate: today,
          feePaise: a.feePaise!,
          feeStructureId: lines[n] ?? null,
          allottedBy: userId,
        }));
        for (const part of chunks(rows)) await db.insert(hostelAllotments).values(part);
        const reasons = new Set(plan.waiting.map((w) => w.reason));
        for (const reason of reasons)
          for (const part of chunks(plan.waiting.filter((w) => w.reason === reason).map((w) => w.applicationId)))
            await db
              .update(hostelApplications)
              .set({ status: 'WAITLISTED', waitReason: reason, updatedAt: sql`now()` })
              .where(and(inArray(hostelApplications.id, part), inArray(hostelApplications.status, WAITING_STATUSES)));
        return plan;
      });
    },
  };
}

export type AllotmentStore = ReturnType<typeof allotmentStore>;
