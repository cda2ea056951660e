import { asc, eq } from 'drizzle-orm';
import { looseKey } from '../../../domain/admissions/bulk-cells';
import { admissionTypesFor } from '../../../domain/admissions/choices';
import { ADMISSION_MESSAGES as M } from '../../../domain/admissions/messages';
import type { Database } from '../../db/client';
import { agents, casteCategories, colleges, seatTypes } from '../../db/schema';

/** The college's lists an admission's lookup fields must come from, keyed the way the upload matches them. */
export interface FormLists {
  category: Map<string, string>;
  admissionType: Map<string, string>;
  seatType: Map<string, string>;
  agent: Map<string, string>;
}

const keyed = (values: readonly string[]) => new Map(values.map((value) => [looseKey(value), value]));

/** The college's code (KNRR, DEMO…), which decides its admission types; '' before the college is set up. */
export async function collegeCodeOf(db: Database): Promise<string> {
  const [college] = await db.select({ code: colleges.code }).from(colleges).orderBy(asc(colleges.id)).limit(1);
  return college?.code ?? '';
}

export async function loadFormLists(db: Database): Promise<FormLists> {
  const [categoryRows, seatRows, agentRows, collegeCode] = await Promise.all([
    db.select({ code: casteCategories.code }).from(casteCategories),
    db.select({ name: seatTypes.name }).from(seatTypes).orderBy(asc(seatTypes.sortOrder)),
    db.select({ name: agents.name }).from(agents).where(eq(agents.active, true)),
    collegeCodeOf(db),
  ]);
  const seatNames = seatRows.map((s) => s.name);
  const offered = admissionTypesFor(collegeCode, seatNames);
  return {
    category: keyed(categoryRows.map((c) => c.code)),
    admissionType: keyed(offered),
    // The form copies the admission type into the seat type; a seat type of the college's list is accepted too.
    seatType: keyed([...offered, ...seatNames]),
    agent: keyed(agentRows.map((a) => a.name)),
  };
}

type ListField = 'category' | 'admissionType' | 'seatType' | 'agent';
const MESSAGE: Record<ListField, string> = {
  category: M.unknownCategory,
  admissionType: M.unknownAdmissionType,
  seatType: M.unknownSeatType,
  agent: M.unknownAgent,
};

/**
 * The payload's list values as the lists spell them ('bc-a' → 'BC-A'), or the first field naming something
 * not in its list. A value the record already holds is kept on modify (an agent who has since left).
 */
export function checkFormLists(
  lists: FormLists,
  values: Record<ListField, string>,
  kept: Partial<Record<ListField, string>> = {},
): { ok: true; values: Record<ListField, string> } | { ok: false; field: ListField; message: string } {
  const out = { ...values };
  for (const field of ['category', 'admissionType', 'seatType', 'agent'] as const) {
    const typed = values[field];
    if (typed === '' || typed === kept[field]) continue;
    const found = lists[field].get(looseKey(typed));
    if (found === undefined) return { ok: false, field, message: MESSAGE[field] };
    out[field] = found;
  }
  return { ok: true, values: out };
}
