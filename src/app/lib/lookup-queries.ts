import { useQuery, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import type * as LookupItems from '../../domain/masters/lookup-items';
import type { KeyValueListKey } from '../../domain/masters/query-schemas';
import { appApi } from './http';
import { deviceBacked } from './offline/device-backed';
import { startScreenData } from './route-data';

export type LookupParams = Readonly<Record<string, string>>;

/** A lookup's answer schema, picked from the item schemas once they have loaded. */
type AnswerSchema<TSchema> = (items: typeof LookupItems) => TSchema;

/** The ONE way every §7 lookup list is fetched: a GET of `path` on the main application service with `params`. */
async function fetchLookup<TSchema extends v.GenericSchema>(
  path: string,
  params: LookupParams,
  answer: AnswerSchema<TSchema>,
): Promise<v.InferOutput<TSchema>> {
  // The item schemas load with the first answer: the admission and alumni forms' first load stays without them.
  const [items, response] = await Promise.all([
    import('../../domain/masters/lookup-items'),
    appApi.get(path, { searchParams: { ...params } }),
  ]);
  // getCollegeName answers plain text (the college code); every other lookup answers JSON.
  const body: unknown = /json/.test(response.headers.get('content-type') ?? '')
    ? await response.json()
    : await response.text();
  return v.parse(answer(items), body);
}

/** The name a lookup answer is persisted under on the device: its path and its parameters in a fixed order. */
export function lookupRecordName(path: string, params: LookupParams = {}): string {
  const query = new URLSearchParams(Object.entries(params).sort(([a], [b]) => a.localeCompare(b))).toString();
  return `lookup:${path}${query ? `?${query}` : ''}`;
}

/** Lookup lists change a few times a year: fresh for an hour, kept for a day. */
const LOOKUP_STALE_MS = 60 * 60_000;
const LOOKUP_GC_MS = 24 * 60 * 60_000;

export const lookupKeys = {
  all: ['lookups'] as const,
  list: (path: string, params: LookupParams = {}) => [...lookupKeys.all, path, params] as const,
};

/** Design card: every lookup is persisted on the device, so both admission forms open and validate offline. */
const lookup = <TSchema extends v.GenericSchema>(
  path: string,
  answer: AnswerSchema<TSchema>,
  params: LookupParams = {},
  enabled = true,
) =>
  deviceBacked({
    queryKey: lookupKeys.list(path, params),
    fetch: () => fetchLookup(path, params, answer),
    table: 'lookups',
    record: [lookupRecordName(path, params)],
    staleTime: LOOKUP_STALE_MS,
    gcTime: LOOKUP_GC_MS,
    enabled,
  });

/** queryOptions of every §7 lookup call; a list that depends on a choice is disabled until it is made. */
export const lookupQueries = {
  collegeName: () => lookup('getCollegeName', () => v.string()),
  seatTypes: () => lookup('getSeatTypes', (m) => v.array(m.SeatTypeItemSchema)),
  seatTypesAsDrop: () => lookup('getSeatTypesAsDrop', () => v.array(v.string())),
  degreesByLevel: (level?: string) =>
    lookup('getDegreeByLevel', (m) => v.array(m.DegreeItemSchema), level ? { level } : {}),
  courses: () => lookup('courses/view', (m) => v.array(m.DegreeItemSchema)),
  batchesByDegree: (degree: string) =>
    lookup('getBatchesByDegrees', (m) => v.array(m.BatchItemSchema), { degree }, degree !== ''),
  batches: (degree = '') => lookup('getBatches', (m) => v.array(m.BatchItemSchema), degree ? { degree } : {}),
  branchesShortForms: (course: string, batch: string) =>
    lookup(
      'getBranchesShortForms',
      (m) => v.array(m.BranchItemSchema),
      { course, batch },
      course !== '' && batch !== '',
    ),
  semesters: (course: string) =>
    lookup('getDistinct/SemesterMaintenanceSemesters', (m) => v.array(m.SemesterItemSchema), { course }, course !== ''),
  agents: () => lookup('getAgentsForDropdown', (m) => v.array(m.AgentItemSchema)),
  keyValuePairs: (key: KeyValueListKey) => lookup('getKeyValuePair', (m) => v.array(m.KeyValueItemSchema), { key }),
  casteCategories: () => lookup('getAllCasteCatogeries', (m) => v.array(m.CasteCategoryItemSchema)),
  subCastes: (category: string) =>
    lookup(
      `getAllSubCastesByCaste/${encodeURIComponent(category)}`,
      (m) => v.array(m.SubCasteItemSchema),
      {},
      category !== '',
    ),
  branchesByLevelDegree: (level: string, course: string) =>
    lookup(
      'getAllbranchesbasedonleveldegree',
      (m) => v.array(m.BranchItemSchema),
      { level, course },
      level !== '' && course !== '',
    ),
  branchNames: (course: string) =>
    lookup('getdistinctbranchname/BranchesMaintenance', (m) => v.array(m.BranchItemSchema), { course }, course !== ''),
  departments: () => lookup('getAllDepartmentDetails', (m) => v.array(m.DepartmentItemSchema)),
};

/**
 * Starts the lists the blank admission form shows as it opens (its choices that depend on another are empty until
 * that one is made). Its route calls this, so a form rendered by the server has its options in the HTML and the browser
 * hydrates it without fetching them and rendering the form again.
 */
export const startAdmissionFormLookups = (queryClient: QueryClient) =>
  Promise.all([
    startScreenData(queryClient, lookupQueries.degreesByLevel()),
    startScreenData(queryClient, lookupQueries.collegeName()),
    startScreenData(queryClient, lookupQueries.seatTypesAsDrop()),
    startScreenData(queryClient, lookupQueries.keyValuePairs('entrancetype')),
    startScreenData(queryClient, lookupQueries.keyValuePairs('Nationality')),
    startScreenData(queryClient, lookupQueries.keyValuePairs('Religion')),
    startScreenData(queryClient, lookupQueries.casteCategories()),
    startScreenData(queryClient, lookupQueries.agents()),
  ]);

// Hooks for screens: each is the queryOptions above through useQuery.
export const useCollegeCode = () => useQuery(lookupQueries.collegeName());
export const useSeatTypesAsDrop = () => useQuery(lookupQueries.seatTypesAsDrop());
export const useDegrees = (level?: string) => useQuery(lookupQueries.degreesByLevel(level));
export const useCourses = () => useQuery(lookupQueries.courses());
export const useBatchesByDegree = (degree: string) => useQuery(lookupQueries.batchesByDegree(degree));
export const useBranchesShortForms = (course: string, batch: string) =>
  useQuery(lookupQueries.branchesShortForms(course, batch));
export const useSemesters = (course: string) => useQuery(lookupQueries.semesters(course));
export const useAgents = () => useQuery(lookupQueries.agents());
export const useKeyValuePairs = (key: KeyValueListKey) => useQuery(lookupQueries.keyValuePairs(key));
export const useCasteCategories = () => useQuery(lookupQueries.casteCategories());
export const useSubCastes = (category: string) => useQuery(lookupQueries.subCastes(category));
export const useBranchNames = (course: string) => useQuery(lookupQueries.branchNames(course));
