import { useQuery, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import type * as LookupItems from '../../domain/masters/lookup-items';
import type { KeyValueListKey } from '../../domain/masters/query-schemas';
import { appApi } from './http';
import { deviceBacked } from './offline/device-backed';
import { parsedAnswer } from './parsed-answer';
import { startScreenData } from './route-data';

export type LookupParams = Readonly<Record<string, string>>;

/** The ONE way every §7 lookup list is fetched: a GET of `path` on the main application service with `params`. */
async function fetchLookup<TSchema extends v.GenericSchema>(
  path: string,
  params: LookupParams,
  answer: () => Promise<TSchema>,
): Promise<v.InferOutput<TSchema>> {
  const response = await appApi.get(path, { searchParams: { ...params } });
  // getCollegeName answers plain text (the college code); every other lookup answers JSON.
  const body = /json/.test(response.headers.get('content-type') ?? '') ? response.json() : response.text();
  return parsedAnswer(answer(), body);
}

/** A list of lookup items; the items' schemas load with the first answer, not with the forms that show them. */
const listOf =
  <K extends keyof typeof LookupItems>(item: K) =>
  () =>
    import('../../domain/masters/lookup-items').then((items) => v.array(items[item]));
const text = async () => v.string();
const texts = async () => v.array(v.string());

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
  answer: () => Promise<TSchema>,
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
  collegeName: () => lookup('getCollegeName', text),
  seatTypes: () => lookup('getSeatTypes', listOf('SeatTypeItemSchema')),
  seatTypesAsDrop: () => lookup('getSeatTypesAsDrop', texts),
  degreesByLevel: (level?: string) => lookup('getDegreeByLevel', listOf('DegreeItemSchema'), level ? { level } : {}),
  courses: () => lookup('courses/view', listOf('DegreeItemSchema')),
  batchesByDegree: (degree: string) =>
    lookup('getBatchesByDegrees', listOf('BatchItemSchema'), { degree }, degree !== ''),
  batches: (degree = '') => lookup('getBatches', listOf('BatchItemSchema'), degree ? { degree } : {}),
  branchesShortForms: (course: string, batch: string) =>
    lookup('getBranchesShortForms', listOf('BranchItemSchema'), { course, batch }, course !== '' && batch !== ''),
  semesters: (course: string) =>
    lookup('getDistinct/SemesterMaintenanceSemesters', listOf('SemesterItemSchema'), { course }, course !== ''),
  agents: () => lookup('getAgentsForDropdown', listOf('AgentItemSchema')),
  keyValuePairs: (key: KeyValueListKey) => lookup('getKeyValuePair', listOf('KeyValueItemSchema'), { key }),
  casteCategories: () => lookup('getAllCasteCatogeries', listOf('CasteCategoryItemSchema')),
  subCastes: (category: string) =>
    lookup(`getAllSubCastesByCaste/${encodeURIComponent(category)}`, listOf('SubCasteItemSchema'), {}, category !== ''),
  branchesByLevelDegree: (level: string, course: string) =>
    lookup(
      'getAllbranchesbasedonleveldegree',
      listOf('BranchItemSchema'),
      { level, course },
      level !== '' && course !== '',
    ),
  branchNames: (course: string) =>
    lookup('getdistinctbranchname/BranchesMaintenance', listOf('BranchItemSchema'), { course }, course !== ''),
  departments: () => lookup('getAllDepartmentDetails', listOf('DepartmentItemSchema')),
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
