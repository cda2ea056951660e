import { useLingui } from '@lingui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { dateTimeText } from '../../../domain/calendar/date-text';
import type { CatalogueSearch } from '../../../domain/library/catalogue-search';
import type { CatalogueSearchAnswer } from '../../../domain/library/library-answers';
import { useLocale } from '../../i18n/use-locale';
import type { DeviceAnswer } from '../../lib/offline/device-backed';
import { ErrorAlert } from '../../ui/error-alert';
import { Pager } from '../../ui/pager';
import { CatalogueSearchForm } from './catalogue-search-form';
import { SearchResults } from './search-results';

/**
 * The catalogue search as a reader and a visitor see it: the box and its filters, where the answer came from when it
 * is the device's copy, the title opened (`detail`), and the page of titles found with the pager. The screen gives
 * the search's query (the readers' or the visitors' endpoint), so both read the same way, offline too.
 */
export function CatalogueSearchView({
  search,
  onSearch,
  answer,
  detail,
}: {
  search: CatalogueSearch;
  onSearch: (next: CatalogueSearch) => void;
  answer: UseQueryResult<DeviceAnswer<CatalogueSearchAnswer>>;
  detail: ReactNode;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const found = answer.data?.data;
  const pages = found ? Math.max(1, Math.ceil(found.total / found.pageSize)) : 1;
  return (
    <>
      <CatalogueSearchForm key={JSON.stringify(search)} search={search} onSearch={onSearch} />
      {answer.data?.source === 'device' && (
        <p className="hint" role="status">
          {i18n._('You are offline. Showing the copy saved on this device, fetched {fetched}.', {
            fetched: dateTimeText(answer.data.fetchedAt, locale),
          })}
        </p>
      )}
      {answer.isError && (
        <ErrorAlert message={i18n._('The catalogue could not be searched. Check your connection and try again.')} />
      )}
      {detail}
      {answer.isPending ? (
        <p className="hint">{i18n._('Loading…')}</p>
      ) : (
        found && (
          <>
            <p className="hint" role="status">
              {found.total === 0
                ? i18n._('No title matches this search.')
                : found.more
                  ? i18n._(
                      'More than {total} titles match: the best of the first {total} are shown. Add a word to narrow the search. Page {page} of {pages}',
                      { total: found.total, page: found.page, pages },
                    )
                  : i18n._('{total} titles; page {page} of {pages}', { total: found.total, page: found.page, pages })}
            </p>
            <SearchResults titles={found.titles} onOpen={(id) => onSearch({ ...search, title: id })} />
            {pages > 1 && (
              <Pager
                className="library__pager"
                page={found.page}
                pages={pages}
                onPage={(page) => onSearch({ ...search, page, title: undefined })}
              />
            )}
          </>
        )
      )}
    </>
  );
}
