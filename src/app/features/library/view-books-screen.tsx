import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { hasAnyRole } from '../../../domain/auth/access';
import { dateTimeText } from '../../../domain/calendar/date-text';
import { LIBRARY_STAFF_ROLES } from '../../../domain/library/access';
import type { CatalogueSearch } from '../../../domain/library/catalogue-search';
import { LIBRARY_PATHS } from '../../../domain/library/paths';
import { useLocale } from '../../i18n/use-locale';
import { currentUser } from '../../lib/session';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { Pager } from '../../ui/pager';
import { CatalogueSearchForm } from './catalogue-search-form';
import { libraryQueries } from './library-queries';
import { SearchResults } from './search-results';
import { TitleDetailPanel } from './title-detail';
import './library.css';

const TITLE = /*i18n*/ 'View Books';

/**
 * §2 View Books, the catalogue search (OPAC): the assistant's and the OPAC kiosk's landing, and every reader's search.
 * Results show each title's copies on the shelf out of those held and where they stand; opening one lists its
 * copies. A search seen online reads again offline from the device. The staff also keep the title from here.
 */
export function ViewBooksScreen({
  search,
  onSearch,
}: {
  search: CatalogueSearch;
  onSearch: (next: CatalogueSearch) => void;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const user = currentUser();
  const staff = hasAnyRole(user?.roles ?? [], LIBRARY_STAFF_ROLES);
  const answer = useQuery(libraryQueries.search(user?.username ?? '', search));
  const found = answer.data?.data;
  const pages = found ? Math.max(1, Math.ceil(found.total / found.pageSize)) : 1;
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <div className="library">
        {staff && (
          <p className="library__links">
            <Link to={LIBRARY_PATHS.libraryCatalogue}>{i18n._('Add a title to the catalogue')}</Link>
          </p>
        )}
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
        {search.title !== undefined && (
          <TitleDetailPanel id={search.title} staff={staff} onClose={() => onSearch({ ...search, title: undefined })} />
        )}
        {answer.isPending ? (
          <p className="hint">{i18n._('Loading…')}</p>
        ) : (
          found && (
            <>
              <p className="hint" role="status">
                {found.total === 0
                  ? i18n._('No title matches this search.')
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
      </div>
    </PageFrame>
  );
}
