import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { hasAnyRole } from '../../../domain/auth/access';
import { LIBRARY_STAFF_ROLES } from '../../../domain/library/access';
import type { CatalogueSearch } from '../../../domain/library/catalogue-search';
import { LIBRARY_PATHS } from '../../../domain/library/paths';
import { currentUser } from '../../lib/session';
import { PageFrame } from '../../ui/page-frame';
import { CatalogueSearchView } from './catalogue-search-view';
import { libraryQueries } from './library-queries';
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
  const user = currentUser();
  const staff = hasAnyRole(user?.roles ?? [], LIBRARY_STAFF_ROLES);
  const answer = useQuery(libraryQueries.search(user?.username ?? '', search));
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <div className="library">
        {staff && (
          <p className="library__links">
            <Link to={LIBRARY_PATHS.libraryCatalogue}>{i18n._('Add a title to the catalogue')}</Link>
          </p>
        )}
        <CatalogueSearchView
          search={search}
          onSearch={onSearch}
          answer={answer}
          detail={
            search.title !== undefined && (
              <TitleDetailPanel
                id={search.title}
                staff={staff}
                onClose={() => onSearch({ ...search, title: undefined })}
              />
            )
          }
        />
      </div>
    </PageFrame>
  );
}
