import { asc } from 'drizzle-orm';
import type { CollegeProfile } from '../../../domain/home/college-profile';
import type { Database } from '../../db/client';
import { colleges, contactData } from '../../db/schema';

export function homeService(db: Database) {
  return {
    /** §3 Contact info entries, oldest first (the app shows the last one, §7). */
    async contactData() {
      const rows = await db.select().from(contactData).orderBy(asc(contactData.id));
      return rows.map((r) => ({
        officialCommunication: r.officialCommunication,
        campus: r.campus,
        phoneNumber: r.phoneNumbers,
        faxNumber: r.faxNumber,
        candidateDetails: r.candidateDetails,
        aboutUs: r.aboutUs,
      }));
    },

    async logoSvg(): Promise<string | null> {
      const [row] = await db.select({ logo: colleges.logoSvg }).from(colleges).orderBy(asc(colleges.id)).limit(1);
      return row?.logo ?? null;
    },

    async collegeProfile(): Promise<CollegeProfile | null> {
      const [row] = await db
        .select({ code: colleges.code, name: colleges.name })
        .from(colleges)
        .orderBy(asc(colleges.id))
        .limit(1);
      return row ?? null;
    },
  };
}
