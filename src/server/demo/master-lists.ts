import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import {
  ADMISSION_TYPES,
  AGENTS,
  BATCH_YEARS,
  CASTE_CATEGORIES,
  DEGREE_FULL_NAMES,
  EXTRA_BRANCHES,
  EXTRA_REGULATIONS,
  KEY_VALUE_LISTS,
  LEVELS,
  SEAT_TYPES,
  TWO_YEAR_SEMESTER_NAMES,
} from './master-list-entries';
import type { DemoPart } from './demo-part';

/** The regulation a batch admitted in startYear studies under: the newest one in force that year. */
function regulationFor(regs: { id: number; fromYear: number }[], startYear: number): number | null {
  const inForce = regs.filter((r) => r.fromYear <= startYear).sort((a, b) => b.fromYear - a.fromYear);
  return inForce[0]?.id ?? null;
}

/**
 * The lookup lists, added after the core seed (degrees, branches, batches and
 * semesters of B.Tech 2021–2024 exist already, as written): no random numbers, so every fresh start gets the same
 * rows; the batches move by `shift` years with the demo (demo-year.ts).
 */
export async function seedMasterLists(tx: Database, shift = 0): Promise<void> {
  await tx.insert(t.levels).values([...LEVELS]);
  const degreeRows = await tx.select().from(t.degrees);
  for (const d of degreeRows)
    await tx
      .update(t.degrees)
      .set({ fullName: DEGREE_FULL_NAMES[d.name] ?? d.name })
      .where(eq(t.degrees.id, d.id));
  const degreeId = (name: string) => degreeRows.find((d) => d.name === name)!.id;

  await tx.insert(t.regulations).values([...EXTRA_REGULATIONS]);
  const regs = await tx.select().from(t.regulations);
  await tx.insert(t.batches).values(
    Object.entries(BATCH_YEARS).flatMap(([degree, years]) => {
      const length = degreeRows.find((d) => d.name === degree)!.years;
      return years
        .map((y) => y + shift)
        .map((y) => ({ degreeId: degreeId(degree), name: `${y}-${y + length}`, startYear: y }));
    }),
  );
  for (const b of await tx.select().from(t.batches)) {
    await tx
      .update(t.batches)
      .set({ regulationId: regulationFor(regs, b.startYear) })
      .where(eq(t.batches.id, b.id));
  }

  const depts = await tx.select().from(t.departments);
  await tx.insert(t.branches).values(
    EXTRA_BRANCHES.map((b) => ({
      degreeId: degreeId(b.degree),
      departmentId: depts.find((d) => d.code === b.department)!.id,
      code: b.code,
      shortName: b.shortName,
      name: b.name,
      introducedIn: b.introducedIn,
    })),
  );
  await tx
    .insert(t.semesters)
    .values(
      ['M.Tech', 'MBA'].flatMap((degree) =>
        TWO_YEAR_SEMESTER_NAMES.map((name, i) => ({ degreeId: degreeId(degree), number: i + 1, name })),
      ),
    );

  const categories = await tx
    .insert(t.casteCategories)
    .values(CASTE_CATEGORIES.map((c, i) => ({ code: c.code, description: c.description, sortOrder: i + 1 })))
    .returning();
  await tx.insert(t.subCastes).values(
    CASTE_CATEGORIES.flatMap((c) =>
      c.subCastes.map((name, i) => ({
        categoryId: categories.find((row) => row.code === c.code)!.id,
        name,
        sortOrder: i + 1,
      })),
    ),
  );
  await tx.insert(t.seatTypes).values(SEAT_TYPES.map((s, i) => ({ ...s, sortOrder: i + 1 })));
  await tx.insert(t.admissionTypes).values(ADMISSION_TYPES.map((a, i) => ({ ...a, sortOrder: i + 1 })));
  await tx.insert(t.agents).values(AGENTS.map((a) => ({ name: a.name, place: a.place, active: a.active ?? true })));
  await tx
    .insert(t.keyValuePairs)
    .values(
      Object.entries(KEY_VALUE_LISTS).flatMap(([listKey, pairs]) =>
        pairs.map(([itemKey, itemValue], i) => ({ listKey, itemKey, itemValue, sortOrder: i + 1 })),
      ),
    );
}

/** The demo college's masters part: the lookup lists the legacy screens read (seat types, castes, …). */
export const mastersDemo: DemoPart = {
  name: 'masters',
  order: 10,
  seed: (tx, { batch }) => seedMasterLists(tx, batch.shift),
};
