import { asc } from 'drizzle-orm';
import type { CollegeProfile } from '../../../domain/home/college-profile';
import type { Database } from '../../db/client';
import { colleges } from '../../db/schema';

export function homeService(db: Database) {
  return {
    async collegeProfile(): Promise<CollegeProfile | null> {
      const [row] = await db.select({ code: colleges.code, name: colleges.name }).from(colleges).orderBy(asc(colleges.id)).limit(1);
      return row ?? null;
    },
  };
}
