import { and, eq, isNull, sql } from 'drizzle-orm';
import { HOSTEL_REGISTRATION_MESSAGES as M } from '../../../domain/hostel/registration';
import { english } from '../../../domain/i18n/translate';
import type { Database } from '../../db/client';
import type { TransactionRunner } from '../../db/request-scope';
import { hostelAllotments, hostelApplications, hostelBeds, students } from '../../db/schema';
import { raiseStudentCharges } from '../payments/service';
import { AllotmentRefused, bedPlaces, feeMissing, hostelFeeItem, WAITING_STATUSES } from './allotment-beds';
import type { AllotmentSettingsStore } from './allotment-settings-store';

/** One bed given to one applicant by the incharge. */
export function handAllotmentStore(db: Database, transaction: TransactionRunner, settings: AllotmentSettingsStore) {
  return {
    /**
     * Gives an application's student one bed by hand. The bed is taken with a conditional update (only while it is
     * free), so of two allotments of the same bed at the same moment one waits for the other and then finds it taken;
     * the application row is locked, so one application is never allotted twice.
     */
    allotByHand(applicationId: number, bedId: number, today: string, userId: number) {
      return transaction(async () => {
        const [application] = await db
          .select({
            studentId: hostelApplications.studentId,
            status: hostelApplications.status,
            academicYear: hostelApplications.academicYear,
            gender: students.gender,
            name: students.fullName,
          })
          .from(hostelApplications)
          .innerJoin(students, eq(students.id, hostelApplications.studentId))
          .where(eq(hostelApplications.id, applicationId))
          .for('update', { of: hostelApplications });
        if (!application) throw new AllotmentRefused(404, M.applicationUnknown);
        if (!WAITING_STATUSES.includes(application.status)) throw new AllotmentRefused(409, M.applicationClosed);
        const [place] = await bedPlaces(db).where(eq(hostelBeds.id, bedId));
        if (!place) throw new AllotmentRefused(404, M.bedUnknown);
        if (place.gender !== application.gender) throw new AllotmentRefused(422, M.bedOtherGender);
        const feePaise = (await settings.roomFees(application.academicYear)).find(
          (f) => f.roomTypeId === place.roomTypeId,
        )?.feePaise;
        if (feePaise === undefined || feePaise === null) throw feeMissing([place.roomType], application.academicYear);
        const [staying] = await db
          .select({ id: hostelAllotments.id })
          .from(hostelAllotments)
          .where(and(eq(hostelAllotments.studentId, application.studentId), isNull(hostelAllotments.toDate)));
        if (staying) throw new AllotmentRefused(409, M.studentHoused);
        const taken = await db
          .update(hostelBeds)
          .set({ status: 'OCCUPIED' })
          .where(and(eq(hostelBeds.id, bedId), eq(hostelBeds.status, 'FREE')))
          .returning({ id: hostelBeds.id });
        if (!taken.length) throw new AllotmentRefused(409, M.bedNotFree);
        const [line = null] = await raiseStudentCharges(db, [
          {
            studentId: application.studentId,
            item: hostelFeeItem(application.academicYear, applicationId),
            amountPaise: feePaise,
            dueDate: today,
          },
        ]);
        const [allotment] = await db
          .insert(hostelAllotments)
          .values({
            applicationId,
            studentId: application.studentId,
            bedId,
            fromDate: today,
            feePaise,
            feeStructureId: line,
            allottedBy: userId,
          })
          .returning({ id: hostelAllotments.id });
        await db
          .update(hostelApplications)
          .set({ status: 'ALLOTTED', waitReason: null, updatedAt: sql`now()` })
          .where(eq(hostelApplications.id, applicationId));
        return {
          message: english(M.bedAllotted, {
            name: application.name,
            bed: place.bed,
            room: place.room,
            block: place.block,
          }),
          allotment: { id: allotment!.id, applicationId, bedId, fromDate: today, feePaise, feeLineId: line },
        };
      });
    },
  };
}

export type HandAllotmentStore = ReturnType<typeof handAllotmentStore>;
