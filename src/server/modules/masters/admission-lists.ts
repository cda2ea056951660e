import { asc, eq } from 'drizzle-orm';
import type { KeyValueListKey } from '../../../domain/masters/query-schemas';
import type {
  AdmissionTypeItem,
  AgentItem,
  CasteCategoryItem,
  KeyValueItem,
  SeatTypeItem,
  SubCasteItem,
} from '../../../domain/masters/lookup-items';
import { seatTypeDropText } from '../../../domain/masters/seat-type';
import type { Database } from '../../db/client';
import { admissionTypes, agents, casteCategories, keyValuePairs, seatTypes, subCastes } from '../../db/schema';

/** Castes, seat and admission types, agents and the key-value lists of the admission forms (§3, §4, §9). */
export function admissionLists(db: Database) {
  return {
    async casteCategories(): Promise<CasteCategoryItem[]> {
      const rows = await db
        .select({ category: casteCategories.code, description: casteCategories.description })
        .from(casteCategories)
        .orderBy(asc(casteCategories.sortOrder));
      return rows.map((c) => ({ value: c.category, label: c.category, ...c }));
    },

    /** The sub-castes of a category code (upper case); null when there is no such category. */
    async subCastes(category: string): Promise<SubCasteItem[] | null> {
      const [found] = await db
        .select({ id: casteCategories.id })
        .from(casteCategories)
        .where(eq(casteCategories.code, category))
        .limit(1);
      if (!found) return null;
      const rows = await db
        .select({ name: subCastes.name })
        .from(subCastes)
        .where(eq(subCastes.categoryId, found.id))
        .orderBy(asc(subCastes.sortOrder));
      return rows.map((s) => ({ value: s.name, label: s.name, subCaste: s.name, category }));
    },

    async seatTypes(): Promise<SeatTypeItem[]> {
      const rows = await db
        .select({ name: seatTypes.name, description: seatTypes.description })
        .from(seatTypes)
        .orderBy(asc(seatTypes.sortOrder));
      return rows.map((s) => ({
        value: s.name,
        label: s.name,
        seatType: s.name,
        description: s.description,
        dropText: seatTypeDropText(s.name, s.description),
      }));
    },

    async admissionTypes(): Promise<AdmissionTypeItem[]> {
      const rows = await db
        .select({ name: admissionTypes.name, description: admissionTypes.description })
        .from(admissionTypes)
        .orderBy(asc(admissionTypes.sortOrder));
      return rows.map((a) => ({ value: a.name, label: a.name, admissionType: a.name, description: a.description }));
    },

    /** Agents still working with the college, by name. */
    async agents(): Promise<AgentItem[]> {
      const rows = await db
        .select({ name: agents.name, place: agents.place })
        .from(agents)
        .where(eq(agents.active, true))
        .orderBy(asc(agents.name));
      return rows.map((a) => ({ value: a.name, label: a.name, ...a }));
    },

    async keyValuePairs(list: KeyValueListKey): Promise<KeyValueItem[]> {
      return db
        .select({ key: keyValuePairs.itemKey, value: keyValuePairs.itemValue })
        .from(keyValuePairs)
        .where(eq(keyValuePairs.listKey, list))
        .orderBy(asc(keyValuePairs.sortOrder));
    },
  };
}
export type AdmissionLists = ReturnType<typeof admissionLists>;
