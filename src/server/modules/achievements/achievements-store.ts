import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Achievement, AchievementInput, FacultyName } from '../../../domain/achievements/schemas';
import type { Database } from '../../db/client';
import { achievements, departments, faculty, users } from '../../db/schema';

const shown = {
  id: achievements.id,
  departmentName: achievements.departmentName,
  facultyName: achievements.facultyName,
  facultyEmail: achievements.facultyEmail,
  dates: achievements.achievedOn,
  description: achievements.description,
};

/** One faculty row with its department, as achievements refer to it. */
export interface AchievementFaculty {
  id: number;
  fullName: string;
  email: string;
  department: string;
}

/** Faculty achievements (§3, §7): SQL only; who may do what is decided in routes.ts. */
export function achievementsStore(db: Database) {
  const facultyRows = () =>
    db
      .select({ id: faculty.id, fullName: faculty.fullName, email: faculty.email, department: departments.name })
      .from(faculty)
      .innerJoin(departments, eq(departments.id, faculty.departmentId));

  return {
    async facultyNames(department: string): Promise<FacultyName[]> {
      const rows = await facultyRows()
        .where(sql`lower(${departments.name}) = ${department.trim().toLowerCase()}`)
        .orderBy(asc(faculty.fullName), asc(faculty.id));
      return rows.map((r) => ({ facultyName: r.fullName, facultyEmail: r.email }));
    },

    /** The faculty member named in an achievement: same department, name and e-mail (any case). */
    async facultyFor(
      input: Pick<AchievementInput, 'departmentName' | 'facultyName' | 'facultyEmail'>,
    ): Promise<AchievementFaculty | null> {
      const [row] = await facultyRows()
        .where(
          and(
            sql`lower(${departments.name}) = ${input.departmentName.toLowerCase()}`,
            sql`lower(${faculty.email}) = ${input.facultyEmail.toLowerCase()}`,
            sql`lower(${faculty.fullName}) = ${input.facultyName.toLowerCase()}`,
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** The faculty row linked to an account, if any. */
    async facultyOfUser(userId: number): Promise<number | null> {
      const [row] = await db.select({ facultyId: users.facultyId }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.facultyId ?? null;
    },

    async list(facultyName: string, department: string): Promise<Achievement[]> {
      return db
        .select(shown)
        .from(achievements)
        .where(
          and(
            sql`lower(${achievements.departmentName}) = ${department.toLowerCase()}`,
            sql`lower(${achievements.facultyName}) = ${facultyName.toLowerCase()}`,
          ),
        )
        .orderBy(desc(achievements.achievedOn), asc(achievements.id));
    },

    async find(id: number): Promise<(Achievement & { facultyId: number }) | null> {
      const [row] = await db
        .select({ ...shown, facultyId: achievements.facultyId })
        .from(achievements)
        .where(eq(achievements.id, id))
        .limit(1);
      return row ?? null;
    },

    async insert(input: AchievementInput, member: AchievementFaculty, createdBy: number): Promise<Achievement> {
      const [row] = await db
        .insert(achievements)
        .values(values(input, member, createdBy))
        .returning(shown);
      return row!;
    },

    async update(id: number, input: AchievementInput, member: AchievementFaculty): Promise<Achievement> {
      const { createdBy: _ignored, ...changes } = values(input, member, null);
      const [row] = await db
        .update(achievements)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(achievements.id, id))
        .returning(shown);
      return row!;
    },

    async remove(id: number): Promise<void> {
      await db.delete(achievements).where(eq(achievements.id, id));
    },
  };
}

function values(input: AchievementInput, member: AchievementFaculty, createdBy: number | null) {
  return {
    facultyId: member.id,
    departmentName: member.department,
    facultyName: member.fullName,
    facultyEmail: member.email,
    achievedOn: input.dates,
    description: input.description,
    createdBy,
  };
}

export type AchievementsStore = ReturnType<typeof achievementsStore>;
