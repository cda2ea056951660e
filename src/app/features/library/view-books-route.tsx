import { useNavigate, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { CatalogueSearchSchema, searchParamsOf, type CatalogueSearch } from '../../../domain/library/catalogue-search';
import { ViewBooksScreen } from './view-books-screen';

/** View Books with its address's search (?q=&by=&type=&available=&page=&title=), read here with the screen's code. */
export function ViewBooksRoute() {
  const search = v.parse(CatalogueSearchSchema, useSearch({ strict: false }));
  const navigate = useNavigate();
  const go = (next: CatalogueSearch) =>
    void navigate({
      to: '.',
      search: { ...searchParamsOf(next), ...(next.title ? { title: String(next.title) } : {}) },
    });
  return <ViewBooksScreen search={search} onSearch={go} />;
}
