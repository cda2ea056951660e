import { and, count, eq, gt, sql, SQL } from 'drizzle-orm';
import type { ListDescriptor, ListKind } from '../../../domain/academic/list-descriptor';
import { LISTS } from '../../../domain/academic/lists';
import { dateOutside, secondHolder } from '../../../domain/academic/calendar-rules';
import { letterMeaningProblem, type GradeBand } from '../../../domain/academic/grading-scheme';
import type { Database } from '../../db/client';
import { LIST_TABLES } from './list-tables';
import type { Dependent } from './list-table';
import { publishedGrades } from './published-grades';
import { LIST_MESSAGES as M, LIST_REASONS, NOT_FOUND_BY_LIST } from '../../../domain/academic/messages';
import { listReads, listSelection, type Row } from './list-reads';

/** The rows of a dependent's table that use `row`: by its id, by its key's value, or by the dependent's own match. */
function dependentRows(dependent: Dependent, row: Row): SQL {
  if ('matching' in dependent) return dependent.matching(row);
  const value = dependent.key ? row[dependent.key] : row.id;
  return dependent.column instanceof SQL ? sql`${dependent.column} = ${value}` : eq(dependent.column, value);
}

/** The checks a change runs against other rows: references, dates and single holders, caps, floors and uses. */
export function listRowChecks(db: Database) {
  const { find } = listReads(db);
  const selection = (kind: ListKind) => listSelection(db, kind);

  return {
    /** The Not Found words of the first reference the row names that is not on its list, or null. */
    async missingReference(list: ListDescriptor, input: Record<string, unknown>): Promise<string | null> {
      for (const field of list.fields) {
        if (field.kind !== 'reference') continue;
        const value = input[field.name];
        if (value === null || value === undefined) continue;
        const target = LIST_TABLES[field.list];
        const column = field.valueField ? target.columns[field.valueField]! : target.table.id;
        const [found] = await db
          .select({ id: target.table.id })
          .from(target.table as never)
          .where(eq(column, value))
          .limit(1);
        if (!found) return NOT_FOUND_BY_LIST[field.list] ?? `${field.label} Not Found`;
      }
      return null;
    },

    /**
     * Why a row breaks a rule a schema cannot check, as it reads other rows: its dates outside the row it names
     * (a holiday outside its academic year, 400) or a second yes where one row only may hold it (409); else null.
     */
    async rowConflict(
      list: ListDescriptor,
      input: Record<string, unknown>,
      id: number | null,
    ): Promise<{ status: 400 | 409; message: string; reason: string } | null> {
      if (list.within) {
        const { reference, from, to, dates } = list.within;
        const spec = list.fields.find((f) => f.name === reference);
        if (spec?.kind === 'reference') {
          const range = await find(spec.list, Number(input[reference]));
          if (range) {
            const outside = dateOutside(
              { from: String(range[from]), to: String(range[to]) },
              dates.map((d) => String(input[d])),
            );
            if (outside) {
              const what = LISTS[spec.list].one;
              const name = String(range[LISTS[spec.list].labelField]);
              return { status: 400, message: M.invalid, reason: LIST_REASONS.outsideRange(what, name) };
            }
          }
        }
      }
      if (list.sameAs) {
        const { reference, field } = list.sameAs;
        const spec = list.fields.find((f) => f.name === reference);
        const owner = list.fields.find((f) => f.name === field);
        if (spec?.kind === 'reference' && owner?.kind === 'reference') {
          const named = await find(spec.list, Number(input[reference]));
          if (named && Number(named[field]) !== Number(input[field]))
            return {
              status: 400,
              message: M.invalid,
              reason: LIST_REASONS.notOfThe(LISTS[spec.list].one, LISTS[owner.list].one),
            };
        }
      }
      if (list.onlyOne && input[list.onlyOne] === true) {
        const { columns } = LIST_TABLES[list.kind];
        const holders = (await selection(list.kind).where(eq(columns[list.onlyOne]!, true))) as Row[];
        if (
          secondHolder(
            holders.map((h) => h.id),
            id,
            true,
          )
        ) {
          const holder = holders.find((h) => h.id !== id)!;
          const reason = LIST_REASONS.anotherCurrent(String(holder[list.labelField]));
          return { status: 409, message: id === null ? M.invalid : M.modificationFailed, reason };
        }
      }
      if (list.kind === 'regulations' && id !== null) {
        const reason = letterMeaningProblem(input.gradingScheme as GradeBand[], await publishedGrades(db, id));
        if (reason) return { status: 409, message: M.modificationFailed, reason };
      }
      return null;
    },

    /** How many values other rows hold above the caps the row would set (marks above a subject's new maximum). */
    async aboveCeilings(kind: ListKind, id: number, input: Record<string, unknown>): Promise<number> {
      let above = 0;
      for (const ceiling of LIST_TABLES[kind].ceilings ?? []) {
        const [{ n }] = (await db
          .select({ n: count() })
          .from(ceiling.table as never)
          .where(and(eq(ceiling.owner, id), gt(ceiling.value, Number(input[ceiling.field]))))) as unknown as [
          { n: number },
        ];
        above += Number(n);
      }
      return above;
    },

    /** How many holders already hold more than the row's new value of a field they spend (leave above new days). */
    async belowFloors(kind: ListKind, row: Row, input: Record<string, unknown>): Promise<number> {
      let below = 0;
      for (const floor of LIST_TABLES[kind].floors ?? []) {
        const over = db
          .select({ holder: floor.holder })
          .from(floor.table as never)
          .where(floor.matching(row))
          .groupBy(floor.holder)
          .having(sql`sum(${floor.amount}) > ${Number(input[floor.field])}`)
          .as('over');
        const [{ n }] = (await db.select({ n: count() }).from(over)) as unknown as [{ n: number }];
        below += Number(n);
      }
      return below;
    },

    /**
     * Why a row may not be deleted ('Used by 60 students, 42 subjects'), or null when nothing uses it; `byValueOnly`
     * counts only the rows holding its value (the ones a renamed code would orphan).
     */
    async usedBy(kind: ListKind, row: Row, byValueOnly = false): Promise<string | null> {
      const uses: string[] = [];
      for (const dependent of LIST_TABLES[kind].dependents) {
        const byValue = 'matching' in dependent || dependent.key !== undefined;
        if (byValueOnly && !byValue) continue;
        if (dependent.onlyWhen && row[dependent.onlyWhen.field] !== dependent.onlyWhen.value) continue;
        const [{ n }] = (await db
          .select({ n: count() })
          .from(dependent.table as never)
          .where(dependentRows(dependent, row))) as unknown as [{ n: number }];
        if (Number(n) > 0) uses.push(`${Number(n)} ${dependent.what}`);
      }
      return uses.length ? `Used by ${uses.join(', ')}` : null;
    },
  };
}
