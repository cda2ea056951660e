import { useNavigate, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { CatalogueSearchSchema, searchParamsOf, type CatalogueSearch } from '../../../domain/library/catalogue-search';

/**
 * The catalogue search in the address (?q=&by=&type=&available=&page=&title=) of View Books and of the public
 * catalogue, read with the screen's code (the schema stays out of the route tree every page loads), and the way to
 * search again: a new address, so the back button, a shared link and a kiosk left on a search all read it.
 */
export function useSearchInAddress(): [CatalogueSearch, (next: CatalogueSearch) => void] {
  const search = v.parse(CatalogueSearchSchema, useSearch({ strict: false }));
  const navigate = useNavigate();
  const go = (next: CatalogueSearch) =>
    void navigate({
      to: '.',
      search: { ...searchParamsOf(next), ...(next.title ? { title: String(next.title) } : {}) },
    });
  return [search, go];
}
