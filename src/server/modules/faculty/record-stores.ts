import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AwardInput, MouInput, PublicationInput } from '../../../domain/faculty/record-schemas';
import type { Database } from '../../db/client';
import { awards, departments, faculty, mous, publications } from '../../db/schema';

/** Which faculty members' records a list holds: one, a department's or the college's. */
export type ListScope = { facultyId: number } | { department: string } | 'college';

export interface RecordStore<Input> {
  list(scope: ListScope): Promise<Record<string, unknown>[]>;
  /** The owner of a record, or null when there is no such record. */
  ownerOf(id: number): Promise<number | null>;
  insert(facultyId: number, input: Input): Promise<Record<string, unknown>>;
  update(id: number, input: Input): Promise<Record<string, unknown>>;
  remove(id: number): Promise<void>;
}

type OwnedTable = typeof publications | typeof mous | typeof awards;

const owner = {
  facultyName: faculty.fullName,
  empCode: faculty.empCode,
  department: departments.name,
};

function scopeFilter(table: OwnedTable, scope: ListScope): SQL | undefined {
  if (scope === 'college') return undefined;
  if ('facultyId' in scope) return eq(table.facultyId, scope.facultyId);
  return eq(departments.name, scope.department);
}

/** The SQL of one kind of faculty record; the columns differ, the ownership rules do not. */
function store<Input extends object>(db: Database, table: OwnedTable, order: SQL[]): RecordStore<Input> {
  return {
    async list(scope) {
      return db
        .select({ record: table, ...owner })
        .from(table)
        .innerJoin(faculty, eq(faculty.id, table.facultyId))
        .innerJoin(departments, eq(departments.id, faculty.departmentId))
        .where(scopeFilter(table, scope))
        .orderBy(...order, desc(table.id))
        .then((rows) => rows.map(({ record, ...who }) => ({ ...record, ...who })));
    },
    async ownerOf(id) {
      const [row] = await db.select({ facultyId: table.facultyId }).from(table).where(eq(table.id, id)).limit(1);
      return row?.facultyId ?? null;
    },
    async insert(facultyId, input) {
      const [row] = await db
        .insert(table)
        .values({ ...input, facultyId } as unknown as typeof table.$inferInsert)
        .returning();
      return row!;
    },
    async update(id, input) {
      const [row] = await db
        .update(table)
        .set({ ...input, updatedAt: sql`now()` } as unknown as Partial<typeof table.$inferInsert>)
        .where(eq(table.id, id))
        .returning();
      return row!;
    },
    async remove(id) {
      await db.delete(table).where(eq(table.id, id));
    },
  };
}

export function recordStores(db: Database) {
  return {
    publications: store<PublicationInput>(db, publications, [desc(publications.year)]),
    mous: store<MouInput>(db, mous, [desc(mous.signedOn)]),
    awards: store<AwardInput>(db, awards, [desc(awards.year)]),
  };
}
export type RecordKind = keyof ReturnType<typeof recordStores>;
