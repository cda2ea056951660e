import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  hostelAllotments,
  hostelApplications,
  hostelBeds,
  hostelBuildings,
  hostelRooms,
  hostelRoomTypes,
  students,
} from '../../db/schema';
import { errorForLog } from '../../http/error-for-log';
import type { Logger } from '../../http/logger';
import { hostelDecisionMail, type HostelDecision, type HostelDecisionNotice } from '../../mail/hostel-mails';
import { sendInBackground, type Mailer } from '../../mail/mailer';
import type { MailLanguages } from '../../mail/recipient-language';

/** Each application's student, year and decision as it now stands (its bed while the student stays in it). */
export async function applicationDecisions(db: Database, applicationIds: readonly number[]) {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .select({
      applicationId: hostelApplications.id,
      email: students.email,
      name: students.fullName,
      rollNo: students.rollNo,
      academicYear: hostelApplications.academicYear,
      status: hostelApplications.status,
      waitReason: hostelApplications.waitReason,
      rejectReason: hostelApplications.rejectReason,
      block: hostelBuildings.name,
      room: hostelRooms.number,
      bed: hostelBeds.label,
      roomType: hostelRoomTypes.name,
      feePaise: hostelAllotments.feePaise,
    })
    .from(hostelApplications)
    .innerJoin(students, eq(students.id, hostelApplications.studentId))
    .leftJoin(
      hostelAllotments,
      and(eq(hostelAllotments.applicationId, hostelApplications.id), isNull(hostelAllotments.toDate)),
    )
    .leftJoin(hostelBeds, eq(hostelBeds.id, hostelAllotments.bedId))
    .leftJoin(hostelRooms, eq(hostelRooms.id, hostelBeds.roomId))
    .leftJoin(hostelBuildings, eq(hostelBuildings.id, hostelRooms.buildingId))
    .leftJoin(hostelRoomTypes, eq(hostelRoomTypes.id, hostelRooms.roomTypeId))
    .where(inArray(hostelApplications.id, [...applicationIds]));
  return rows.flatMap((r) => {
    const decision = decisionOf(r);
    return decision
      ? [
          {
            applicationId: r.applicationId,
            email: r.email,
            name: r.name,
            rollNo: r.rollNo,
            academicYear: r.academicYear,
            decision,
          },
        ]
      : [];
  });
}

type DecisionRow = {
  status: string;
  waitReason: string | null;
  rejectReason: string | null;
  block: string | null;
  room: string | null;
  bed: string | null;
  roomType: string | null;
  feePaise: number | null;
};

/** The decision an application's row says, or null while it waits undecided, is withdrawn, or its bed is gone. */
function decisionOf(r: DecisionRow): HostelDecision | null {
  if (r.status === 'ALLOTTED' && r.block && r.room && r.bed && r.roomType && r.feePaise !== null)
    return {
      status: 'ALLOTTED',
      place: { block: r.block, room: r.room, bed: r.bed, roomType: r.roomType, feePaise: r.feePaise },
    };
  if (r.status === 'WAITLISTED') return { status: 'WAITLISTED', waitReason: r.waitReason };
  if (r.status === 'REJECTED') return { status: 'REJECTED', rejectReason: r.rejectReason };
  return null;
}

export interface ApplicantMailDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  languages: MailLanguages;
  collegeName: () => Promise<string>;
}

/**
 * Mails each applicant with an address what became of their application, in their account's language: one mail after
 * another in the background, once the decision has committed (an allotment by the rules tells thousands at once).
 */
export function tellApplicants(deps: ApplicantMailDeps, applicationIds: readonly number[]): void {
  void (async () => {
    const decided = (await applicationDecisions(deps.db, applicationIds)).filter(
      (d): d is typeof d & { email: string } => Boolean(d.email?.trim()),
    );
    if (decided.length === 0) return;
    const [languageOf, college] = await Promise.all([deps.languages(decided.map((d) => d.email)), deps.collegeName()]);
    for (const d of decided) {
      const notice: HostelDecisionNotice = d;
      await new Promise<void>((done) => {
        sendInBackground(
          { send: (mail) => deps.mailer.send(mail).finally(done), close: () => undefined },
          deps.logger,
          hostelDecisionMail(languageOf(d.email), d.email.trim(), college, notice),
        );
      });
    }
  })().catch((err: unknown) => {
    deps.logger.error({ err: errorForLog(err) }, 'hostel applicants could not be told');
  });
}
