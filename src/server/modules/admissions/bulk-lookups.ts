import { LookupIndex } from '../../../domain/admissions/bulk-cells';
import { admissionTypesFor } from '../../../domain/admissions/choices';
import type { LookupList } from '../../../domain/admissions/bulk-columns';
import type { AdmissionLookups } from '../../../domain/admissions/bulk-rows';
import type { MastersService } from '../masters/service';

/**
 * The college's lists an upload is checked against and the template's drop-downs show, read once per upload.
 * Admission types follow the form's rule for the college (admissionTypesFor); `today` (YYYY-MM-DD) bounds the dates.
 */
export async function admissionLookups(
  masters: MastersService,
  collegeCode: string,
  today: string,
): Promise<{ lookups: AdmissionLookups; lists: Record<LookupList, string[]> }> {
  const [degrees, batches, categories, seatTypes, agents, entrance, nationality, religion] = await Promise.all([
    masters.degrees(null),
    masters.batches(null),
    masters.casteCategories(),
    masters.seatTypes(),
    masters.agents(),
    masters.keyValuePairs('entrancetype'),
    masters.keyValuePairs('Nationality'),
    masters.keyValuePairs('Religion'),
  ]);
  const courseNames = degrees.map((d) => d.degree);
  const batchesByCourse = new Map<string, LookupIndex>();
  for (const course of courseNames)
    batchesByCourse.set(course, new LookupIndex(batches.filter((b) => b.degree === course).map((b) => b.batch)));
  const branchesByCourse = new Map<string, LookupIndex>();
  const branchNames = new Set<string>();
  for (const course of courseNames) {
    const found = await masters.findDegree(course);
    const branches = found ? await masters.branches(found.id) : [];
    // The short form is what the form sends (getBranchesShortForms); the full name and the code are accepted too.
    branchesByCourse.set(
      course,
      new LookupIndex(
        branches.map((b) => b.shortForm),
        branches.flatMap((b) => [[b.branch, b.shortForm] as const, [b.code, b.shortForm] as const]),
      ),
    );
    for (const b of branches) branchNames.add(b.shortForm);
  }
  const subCastesByCategory = new Map<string, LookupIndex>();
  const subCasteNames: string[] = [];
  for (const c of categories) {
    const subs = (await masters.subCastes(c.category)) ?? [];
    subCastesByCategory.set(c.category, new LookupIndex(subs.map((s) => s.subCaste)));
    subCasteNames.push(...subs.map((s) => s.subCaste));
  }
  // The stored key is what the record keeps; what the list shows (ICET shown as ICETT, §9) is accepted too.
  const keyed = (items: { key: string; value: string }[]) =>
    new LookupIndex(
      items.map((i) => i.key),
      items.map((i) => [i.value, i.key] as const),
    );
  const admissionTypeNames = [
    ...admissionTypesFor(
      collegeCode,
      seatTypes.map((s) => s.seatType),
    ),
  ];
  const regulations = [...new Set(batches.flatMap((b) => (b.regulation ? [b.regulation] : [])))];
  const lookups: AdmissionLookups = {
    course: new LookupIndex(courseNames),
    batchesByCourse,
    branchesByCourse,
    category: new LookupIndex(categories.map((c) => c.category)),
    subCastesByCategory,
    admissionType: new LookupIndex(admissionTypeNames),
    agent: new LookupIndex(agents.map((a) => a.name)),
    entranceType: keyed(entrance),
    nationality: keyed(nationality),
    religion: keyed(religion),
    regulation: new LookupIndex(regulations),
    today,
  };
  const lists: Record<LookupList, string[]> = {
    course: courseNames,
    batch: [...new Set(batches.map((b) => b.batch))],
    branch: [...branchNames],
    category: categories.map((c) => c.category),
    subCaste: [...new Set(subCasteNames)],
    admissionType: admissionTypeNames,
    agent: agents.map((a) => a.name),
    entranceType: entrance.map((e) => e.key),
    nationality: nationality.map((e) => e.key),
    religion: religion.map((e) => e.key),
    regulation: regulations,
  };
  return { lookups, lists };
}
