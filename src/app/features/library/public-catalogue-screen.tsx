import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { HOME_PATHS } from '../../../domain/home/paths';
import { LIBRARY_MESSAGES as M } from '../../../domain/library/messages';
import { failureStatus } from '../../lib/http';
import { PageFrame } from '../../ui/page-frame';
import { useSearchInAddress } from './catalogue-search-address';
import { CatalogueSearchView } from './catalogue-search-view';
import { publicCatalogueQueries } from './library-queries';
import { PublicTitleDetailPanel } from './public-title-detail';
import './library.css';

const TITLE = /*i18n*/ 'Library catalogue';

/** While the library keeps its catalogue to its readers: the reason, and where to sign in. */
function NotPublic() {
  const { i18n } = useLingui();
  return (
    <section className="library-panel" aria-labelledby="library-closed-heading">
      <h2 id="library-closed-heading">{i18n._('The catalogue is not public')}</h2>
      <p>{i18n._(M.catalogueNotPublic)}</p>
      <p className="library__links">
        <Link to="/login/$module" params={{ module: 'Library' }}>
          {i18n._('Sign in to the library')}
        </Link>{' '}
        <Link to={HOME_PATHS.home}>{i18n._('Back to the home page')}</Link>
      </p>
    </section>
  );
}

/**
 * `/library`: the library's catalogue for visitors, while the college shows it (the library's setting): the readers'
 * search, its filters and pages in the address, and a title's copies with their shelves. Searches seen online read
 * again offline from the device. Off (the search answers 404), the page says so.
 */
export function PublicCatalogueScreen() {
  const { i18n } = useLingui();
  const [search, onSearch] = useSearchInAddress();
  const answer = useQuery(publicCatalogueQueries.search(search));
  // The server answers 404 while the library keeps its catalogue to its readers (never an old copy: only a network
  // failure reads the device's).
  const closed = failureStatus(answer.error) === 404;
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <div className="library">
        {closed ? (
          <NotPublic />
        ) : (
          <CatalogueSearchView
            search={search}
            onSearch={onSearch}
            answer={answer}
            detail={
              search.title !== undefined && (
                <PublicTitleDetailPanel id={search.title} onClose={() => onSearch({ ...search, title: undefined })} />
              )
            }
          />
        )}
      </div>
    </PageFrame>
  );
}
