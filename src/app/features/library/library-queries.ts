import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { searchParamsOf, type CatalogueSearch } from '../../../domain/library/catalogue-search';
import {
  CatalogueSearchAnswerSchema,
  CopyChangedSchema,
  LibrarySummarySchema,
  TitleDetailSchema,
  TitleSavedSchema,
} from '../../../domain/library/library-answers';
import { CirculationSummarySchema } from '../../../domain/library/circulation-summary';
import { PublicTitleSchema } from '../../../domain/library/public-catalogue-answers';
import { appApi } from '../../lib/http';
import { deviceBacked } from '../../lib/offline/device-backed';

/** Device copies of a user's catalogue searches are theirs: named 'library:…' so the sign-out sweep deletes them. */
export const LIBRARY_RECORD_PREFIX = 'library:';

type SearchRequest = Omit<CatalogueSearch, 'title'>;

export const libraryKeys = {
  all: ['library'] as const,
  search: (user: string, search: SearchRequest) =>
    [...libraryKeys.all, 'search', user, searchParamsOf({ ...search, title: undefined })] as const,
  title: (id: number) => [...libraryKeys.all, 'title', id] as const,
  summary: () => [...libraryKeys.all, 'summary'] as const,
};

const recordOf = (user: string, search: SearchRequest) =>
  `${LIBRARY_RECORD_PREFIX}${user}/search?${new URLSearchParams(searchParamsOf({ ...search, title: undefined })).toString()}`;

/** A visitor's searches of the public catalogue: the same for everyone, so named for no user and kept at sign-out. */
const publicRecordOf = (search: SearchRequest) =>
  `library-public:search?${new URLSearchParams(searchParamsOf({ ...search, title: undefined })).toString()}`;

/** The public catalogue (`/library`, no sign-in): the readers' search and a title's copies, through its own calls. */
export const publicCatalogueQueries = {
  /** A search: network first; the searches seen online read again offline from the device's copy. */
  search: (search: SearchRequest) =>
    deviceBacked({
      queryKey: [...libraryKeys.all, 'public', 'search', searchParamsOf({ ...search, title: undefined })] as const,
      fetch: async () =>
        v.parse(
          CatalogueSearchAnswerSchema,
          await appApi
            .get('library/public/search', { searchParams: searchParamsOf({ ...search, title: undefined }) })
            .json(),
        ),
      table: 'lookups',
      record: [publicRecordOf(search)],
      isCopy: (copy) => v.is(CatalogueSearchAnswerSchema, copy),
      origin: true,
      staleTime: 30_000,
    }),
  title: (id: number) =>
    queryOptions({
      queryKey: [...libraryKeys.all, 'public', 'title', id] as const,
      queryFn: async () => v.parse(PublicTitleSchema, await appApi.get(`library/public/titles/${String(id)}`).json()),
      staleTime: 0,
    }),
};

export const libraryQueries = {
  /** A search: network first; the searches seen online read again offline from the device's copy (the kiosk's too). */
  search: (user: string, search: SearchRequest) =>
    deviceBacked({
      queryKey: libraryKeys.search(user, search),
      fetch: async () =>
        v.parse(
          CatalogueSearchAnswerSchema,
          await appApi.get('library/search', { searchParams: searchParamsOf({ ...search, title: undefined }) }).json(),
        ),
      table: 'lookups',
      record: [recordOf(user, search)],
      isCopy: (copy) => v.is(CatalogueSearchAnswerSchema, copy),
      origin: true,
      staleTime: 30_000,
    }),
  title: (id: number) =>
    queryOptions({
      queryKey: libraryKeys.title(id),
      queryFn: async () => v.parse(TitleDetailSchema, await appApi.get(`library/titles/${String(id)}`).json()),
      staleTime: 0,
    }),
  summary: () =>
    queryOptions({
      queryKey: libraryKeys.summary(),
      queryFn: async () => v.parse(LibrarySummarySchema, await appApi.get('library/summary').json()),
      staleTime: 0,
    }),
  circulation: () =>
    queryOptions({
      queryKey: [...libraryKeys.summary(), 'circulation'] as const,
      queryFn: async () => v.parse(CirculationSummarySchema, await appApi.get('library/circulation-summary').json()),
      staleTime: 0,
    }),
};

/** POST a new title with its copies (or, by its ISBN, copies of a title on record). */
export const addTitle = async (body: unknown) =>
  v.parse(TitleSavedSchema, await appApi.post('library/titles', { json: body }).json());

export const updateTitle = async (id: number, body: unknown) =>
  v.parse(TitleSavedSchema, await appApi.put(`library/titles/${String(id)}`, { json: body }).json());

export const addCopies = async (id: number, body: unknown) =>
  v.parse(TitleSavedSchema, await appApi.post(`library/titles/${String(id)}/copies`, { json: body }).json());

export const setCopyStatus = async (id: number, body: unknown) =>
  v.parse(CopyChangedSchema, await appApi.put(`library/copies/${String(id)}/status`, { json: body }).json());
