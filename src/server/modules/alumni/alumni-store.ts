import { and, eq, getTableColumns, sql, type AnyColumn } from 'drizzle-orm';
import type { AlumniHistory } from '../../../domain/alumni/history-schema';
import type { AlumniRegistration } from '../../../domain/alumni/registration-schema';
import { statusOfWorking, type DirectoryRow } from '../../../domain/alumni/directory';
import type { Database } from '../../db/client';
import { alumniAccounts, alumniHistory, alumniRegistrations, storedFiles, students } from '../../db/schema';

export type RegistrationRow = typeof alumniRegistrations.$inferSelect;
/** A history record as answered: its files by public id (the address's id), never by serial. */
export type HistoryRow = Omit<typeof alumniHistory.$inferSelect, 'passportPhotoFileId' | 'certificateFileId'> & {
  passportPhotoFileId: string | null;
  certificateFileId: string | null;
};

const publicIdOf = (fileId: AnyColumn) =>
  sql<string | null>`(select ${storedFiles.publicId} from ${storedFiles} where ${storedFiles.id} = ${fileId})`;

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

export class DuplicateRollNumber extends Error {}

/** Alumni registrations, alumni history records and the roll number behind each ROLE_ALUMNI account. */
export function alumniStore(db: Database) {
  return {
    /** The roll number an alumni account proved (null for staff and for an account made by an administrator). */
    async rollOfUser(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ roll: alumniAccounts.rollNumber })
        .from(alumniAccounts)
        .where(eq(alumniAccounts.userId, userId))
        .limit(1);
      return row?.roll ?? null;
    },

    async studentMatches(rollNumber: string, dateOfBirth: string) {
      const [row] = await db
        .select({ id: students.id, fullName: students.fullName })
        .from(students)
        .where(and(sql`upper(${students.rollNo}) = ${rollNumber}`, eq(students.dateOfBirth, dateOfBirth)))
        .limit(1);
      return row ?? null;
    },

    async accountExists(rollNumber: string): Promise<boolean> {
      const [row] = await db
        .select({ id: alumniAccounts.userId })
        .from(alumniAccounts)
        .where(eq(alumniAccounts.rollNumber, rollNumber))
        .limit(1);
      return Boolean(row);
    },

    async linkAccount(userId: number, rollNumber: string): Promise<void> {
      await db.insert(alumniAccounts).values({ userId, rollNumber });
    },

    async registrationExists(rollNumber: string): Promise<boolean> {
      const [row] = await db
        .select({ id: alumniRegistrations.id })
        .from(alumniRegistrations)
        .where(eq(alumniRegistrations.rollNumber, rollNumber))
        .limit(1);
      return Boolean(row);
    },

    /** Inserts a registration; a roll number already registered is DuplicateRollNumber (409). */
    async saveRegistration(
      data: AlumniRegistration,
      attachmentFileId: number | null,
      createdBy: number,
    ): Promise<number> {
      try {
        const [row] = await db
          .insert(alumniRegistrations)
          .values({ ...data, attachmentFileId, createdBy })
          .returning({ id: alumniRegistrations.id });
        return row!.id;
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateRollNumber(data.rollNumber);
        throw error;
      }
    },

    async registrationOf(rollNumber: string): Promise<RegistrationRow | null> {
      const [row] = await db
        .select()
        .from(alumniRegistrations)
        .where(eq(alumniRegistrations.rollNumber, rollNumber))
        .limit(1);
      return row ?? null;
    },

    /** The alumnus's own edit: every field but the roll number and the attachment. */
    async updateRegistration(rollNumber: string, data: AlumniRegistration): Promise<void> {
      await db
        .update(alumniRegistrations)
        .set({ ...data, rollNumber, updatedAt: new Date() })
        .where(eq(alumniRegistrations.rollNumber, rollNumber));
    },

    async historyExists(rollNumber: string): Promise<boolean> {
      const [row] = await db
        .select({ id: alumniHistory.id })
        .from(alumniHistory)
        .where(eq(alumniHistory.rollNumber, rollNumber))
        .limit(1);
      return Boolean(row);
    },

    async saveHistory(
      data: AlumniHistory,
      files: { passportPhotoFileId: number | null; certificateFileId: number | null },
      createdBy: number,
    ): Promise<number> {
      try {
        const [row] = await db
          .insert(alumniHistory)
          .values({ ...data, ...files, createdBy })
          .returning({ id: alumniHistory.id });
        return row!.id;
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateRollNumber(data.rollNumber);
        throw error;
      }
    },

    async historyRecords(): Promise<HistoryRow[]> {
      return db
        .select({
          ...getTableColumns(alumniHistory),
          passportPhotoFileId: publicIdOf(alumniHistory.passportPhotoFileId),
          certificateFileId: publicIdOf(alumniHistory.certificateFileId),
        })
        .from(alumniHistory)
        .orderBy(alumniHistory.rollNumber);
    },

    /** One row per alumnus: the history record when there is one, else the registration. */
    async directory(): Promise<DirectoryRow[]> {
      const [histories, registrations] = await Promise.all([
        db.select().from(alumniHistory),
        db.select().from(alumniRegistrations),
      ]);
      const rows = new Map<string, DirectoryRow>();
      for (const r of registrations) {
        const status = statusOfWorking(r.working);
        rows.set(r.rollNumber, {
          rollNumber: r.rollNumber,
          name: r.name,
          degree: r.degree,
          batch: r.batch,
          branch: r.branch,
          status,
          organisation: status === 'working' ? r.companyName : status === 'studying' ? r.instituteName : '',
          role: status === 'working' ? r.jobTitle : status === 'studying' ? r.courseName : '',
          location: status === 'working' ? r.workAddress : status === 'studying' ? r.eduAddress : '',
          email: r.email,
          mobile: r.mobileNumber,
          source: 'registration',
        });
      }
      for (const h of histories) {
        const working = h.status === 'working';
        rows.set(h.rollNumber, {
          rollNumber: h.rollNumber,
          name: h.name,
          degree: h.course,
          batch: h.batch,
          branch: h.branch,
          status: working ? 'working' : 'studying',
          organisation: working ? h.company : h.instituteName,
          role: working ? h.designation : '',
          location: h.location,
          email: h.studentEmail,
          mobile: h.studentMobile,
          source: 'history',
        });
      }
      return [...rows.values()].sort(
        (a, b) => b.batch.localeCompare(a.batch) || a.rollNumber.localeCompare(b.rollNumber),
      );
    },
  };
}
export type AlumniStore = ReturnType<typeof alumniStore>;
