import { and, asc, eq, inArray } from 'drizzle-orm';
import { base64FromBytes } from '../../../domain/files/base64';
import type { HallTicket } from '../../../domain/pdf/hall-ticket-pdf';
import type { Database } from '../../db/client';
import { admissions, branches, examRegistrationSubjects, examRegistrations, students } from '../../db/schema';
import type { FileStorage } from '../../files/storage';
import type { StoredFilesService } from '../../files/stored-files';
import type { collegeStore } from '../home/service';
import type { ExamHead } from '../../../domain/exams/exam';
import type { ExamSubjectRow } from './exam-store';
import type { Locale } from '../../../domain/i18n/locales';
import { serverShaperFor } from '../../pdf/indic-shaper';
import { hallTicketTranslate } from './hall-ticket-translate';

/** Whose hall tickets: one student by roll number, or every eligible student of a branch. */
export type HallTicketsFor = { rollNo: string } | { branch: string };

/**
 * Hall tickets of an exam as a PDF (base64): eligible registered students only, each with the admission's photo
 * (when one is stored), their subjects with dates and sessions, on the college letterhead. Null when nobody fits.
 */
export function hallTicketMaker(
  db: Database,
  college: ReturnType<typeof collegeStore>,
  storedFiles: StoredFilesService,
  storage: FileStorage,
  clock: () => Date,
) {
  async function photoOf(fileId: number | null): Promise<HallTicket['photo']> {
    if (fileId === null) return null;
    const file = await storedFiles.byId(fileId);
    const bytes = file ? await storage.get(file.sha256) : null;
    if (!file || !bytes || (file.mediaType !== 'image/png' && file.mediaType !== 'image/jpeg')) return null;
    return { bytes, format: file.mediaType === 'image/png' ? 'PNG' : 'JPEG' };
  }

  /** The eligible students' tickets and the letterhead, or why the one student asked for may not sit. */
  async function collect(exam: ExamHead, subjects: readonly ExamSubjectRow[], who: HallTicketsFor) {
    const rows = await db
      .select({
        studentId: students.id,
        rollNo: students.rollNo,
        name: students.fullName,
        branch: branches.shortName,
        eligible: examRegistrations.eligible,
        reason: examRegistrations.reason,
        photoFileId: admissions.photoFileId,
      })
      .from(examRegistrations)
      .innerJoin(students, eq(students.id, examRegistrations.studentId))
      .innerJoin(branches, eq(branches.id, students.branchId))
      .leftJoin(admissions, eq(admissions.studentId, students.id))
      .where(
        and(
          eq(examRegistrations.examId, exam.id),
          'rollNo' in who ? eq(students.rollNo, who.rollNo.trim().toUpperCase()) : eq(branches.shortName, who.branch),
        ),
      )
      .orderBy(asc(students.rollNo));
    const eligible = rows.filter((r) => r.eligible);
    if (eligible.length === 0) return { tickets: [], ineligible: rows[0]?.reason ?? null, letterhead: null };
    const lines = await db
      .select({ studentId: examRegistrationSubjects.studentId, courseId: examRegistrationSubjects.courseId })
      .from(examRegistrationSubjects)
      .where(
        and(
          eq(examRegistrationSubjects.examId, exam.id),
          inArray(
            examRegistrationSubjects.studentId,
            eligible.map((r) => r.studentId),
          ),
        ),
      );
    const tickets: HallTicket[] = [];
    for (const r of eligible) {
      const mine = new Set(lines.filter((l) => l.studentId === r.studentId).map((l) => l.courseId));
      tickets.push({
        rollNo: r.rollNo,
        name: r.name,
        branch: r.branch,
        photo: await photoOf(r.photoFileId),
        subjects: subjects.filter((s) => mine.has(s.id)),
      });
    }
    const profile = await college.collegeProfile();
    const contact = (await college.contactData()).at(-1);
    const letterhead = {
      collegeName: profile?.name ?? 'Examinations',
      address: contact?.campus ?? null,
      contacts: contact ? contact.phoneNumber.map((p) => p.number) : null,
    };
    return { tickets, ineligible: null, letterhead };
  }

  /** The tickets as one PDF, its labels in `locale` (the language of the page that asks). */
  const make = async (exam: ExamHead, subjects: readonly ExamSubjectRow[], who: HallTicketsFor, locale: Locale) => {
    const { tickets, ineligible, letterhead } = await collect(exam, subjects, who);
    if (!letterhead) return { tickets: 0, ineligible, b64: null };
    const { buildHallTicketsPdf, hallTicketPdfWords } = await import('../../../domain/pdf/hall-ticket-pdf');
    const heading = { ...letterhead, generatedAt: clock() };
    const translate = hallTicketTranslate(locale);
    const shaper = await serverShaperFor(exam.title, tickets, heading, hallTicketPdfWords(translate));
    const pdf = buildHallTicketsPdf(exam.title, tickets, heading, shaper, translate);
    return { tickets: tickets.length, ineligible: null, b64: base64FromBytes(new Uint8Array(pdf)) };
  };

  /** The tickets as data (photos in base64), for a branch's PDF made page by page on the device. */
  const pages = async (exam: ExamHead, subjects: readonly ExamSubjectRow[], who: HallTicketsFor) => {
    const { tickets, ineligible, letterhead } = await collect(exam, subjects, who);
    return {
      ineligible,
      letterhead,
      tickets: tickets.map(({ photo, ...t }) => ({
        ...t,
        photo: photo ? { b64: base64FromBytes(photo.bytes), format: photo.format } : null,
        subjects: t.subjects.map((s) => ({ date: s.date, session: s.session, code: s.code, name: s.name })),
      })),
    };
  };
  return Object.assign(make, { pages });
}

export type HallTicketMaker = ReturnType<typeof hallTicketMaker>;
