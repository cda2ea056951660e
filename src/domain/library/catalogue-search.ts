import * as v from 'valibot';
import { ITEM_TYPES, SEARCH_FIELDS } from './catalogue';
import { CATALOGUE_SEARCH_MESSAGES as M } from '../messages/catalogue-search';

/**
 * A catalogue search as the address carries it (?q=&by=&type=&available=&page=) and the server takes it (GET
 * /api/app/library/search): the words, the field they are looked for in, an item type, only titles with a copy on
 * the shelf, and the page. Anything unknown in the address falls back to its default.
 */
export const CatalogueSearchSchema = v.object({
  q: v.optional(
    v.pipe(
      v.string(M.searchInvalid),
      v.trim(),
      v.maxLength(100, M.searchInvalid),
      // eslint-disable-next-line no-control-regex -- control characters are refused
      v.check((s) => !/[\u0000-\u001f]/.test(s), M.searchInvalid),
    ),
    '',
  ),
  by: v.fallback(v.optional(v.picklist(SEARCH_FIELDS), 'any'), 'any'),
  type: v.fallback(v.optional(v.picklist(ITEM_TYPES)), undefined),
  available: v.fallback(v.optional(v.picklist(['1'])), undefined),
  page: v.fallback(
    v.optional(
      v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(500)),
      1,
    ),
    1,
  ),
  /** The title opened below the results (its copies), when one is. */
  title: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(1))),
    undefined,
  ),
});
export type CatalogueSearch = v.InferOutput<typeof CatalogueSearchSchema>;

/** The search as query parameters (only what differs from the defaults), for the API and the device's record name. */
export function searchParamsOf(search: CatalogueSearch): Record<string, string> {
  const params: Record<string, string> = {};
  if (search.q) params.q = search.q;
  if (search.by !== 'any') params.by = search.by;
  if (search.type) params.type = search.type;
  if (search.available) params.available = search.available;
  if (search.page > 1) params.page = String(search.page);
  return params;
}

/** The search box and its filters as the View Books form holds them; submitting it changes the address. */
export const CatalogueSearchFormSchema = v.object({
  q: v.pipe(v.string(M.searchInvalid), v.trim(), v.maxLength(100, M.searchInvalid)),
  by: v.picklist(SEARCH_FIELDS),
  type: v.union([v.literal(''), v.picklist(ITEM_TYPES)]),
  available: v.boolean(),
});
export type CatalogueSearchFormValues = v.InferInput<typeof CatalogueSearchFormSchema>;
