import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { departments, faculty, users } from '../db/schema';
import { achievements } from '../db/schema-achievements';
import type { DemoPart } from './demo-part';

/** The `faculty` demo user's achievements (the Achievements screen opens on them). */
export const DEMO_ACHIEVEMENTS = [
  {
    dates: '2025-03-14',
    description: 'Best Paper Award at the International Conference on Computing and Communication Systems',
  },
  { dates: '2025-08-02', description: 'Completed the NPTEL Elite certification in Deep Learning' },
  {
    dates: '2026-01-19',
    description: 'Resource person for the AICTE faculty development programme on Cloud Computing',
  },
] as const;

/** Two more achievements for the second faculty member of each of the first three departments. */
const COLLEAGUE_ACHIEVEMENTS = [
  'Received a DST-SERB start-up research grant',
  'Guided the student team that won the Smart India Hackathon',
] as const;

export async function seedAchievements(db: Database): Promise<void> {
  const [demo] = await db
    .select({
      id: faculty.id,
      fullName: faculty.fullName,
      email: faculty.email,
      department: departments.name,
      userId: users.id,
    })
    .from(users)
    .innerJoin(faculty, eq(faculty.id, users.facultyId))
    .innerJoin(departments, eq(departments.id, faculty.departmentId))
    .where(eq(users.username, 'faculty'))
    .limit(1);
  if (!demo) return;
  const rows: (typeof achievements.$inferInsert)[] = DEMO_ACHIEVEMENTS.map((a) => ({
    ...member(demo),
    achievedOn: a.dates,
    description: a.description,
    createdBy: demo.userId,
  }));
  const depts = await db.select().from(departments).orderBy(asc(departments.id)).limit(3);
  for (const dept of depts) {
    const colleagues = await db
      .select({ id: faculty.id, fullName: faculty.fullName, email: faculty.email })
      .from(faculty)
      .where(eq(faculty.departmentId, dept.id))
      .orderBy(asc(faculty.id))
      .limit(2);
    const colleague = colleagues.find((c) => c.id !== demo.id) ?? null;
    if (!colleague) continue;
    COLLEAGUE_ACHIEVEMENTS.forEach((description, i) =>
      rows.push({
        ...member({ ...colleague, department: dept.name }),
        achievedOn: `2025-${String(4 + i * 5).padStart(2, '0')}-10`,
        description,
        createdBy: null,
      }),
    );
  }
  await db.insert(achievements).values(rows);
}

function member(m: { id: number; fullName: string; email: string; department: string }) {
  return { facultyId: m.id, departmentName: m.department, facultyName: m.fullName, facultyEmail: m.email };
}

/** The demo college's achievements part: achievements of the demo faculty. */
export const achievementsDemo: DemoPart = {
  name: 'achievements',
  order: 40,
  seed: (tx) => seedAchievements(tx),
};
