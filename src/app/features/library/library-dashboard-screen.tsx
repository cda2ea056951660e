import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LANDING_BY_ROLE } from '../../../domain/auth/roles';
import { dateText } from '../../../domain/calendar/date-text';
import {
  COPY_SOURCE_LABELS,
  COPY_STATUSES,
  COPY_STATUS_LABELS,
  ITEM_TYPE_LABELS,
} from '../../../domain/library/catalogue';
import { LIBRARY_PATHS } from '../../../domain/library/paths';
import { countText } from '../../../domain/display-formats';
import { formatRupees } from '../../../domain/money/money';
import { useLocale } from '../../i18n/use-locale';
import { ErrorAlert } from '../../ui/error-alert';
import { Counter } from '../../ui/counter-tile';
import { PageFrame } from '../../ui/page-frame';
import { CirculationFigures } from './circulation-figures';
import { libraryQueries } from './library-queries';
import '../../ui/dashboard.css';
import './library.css';

const TITLE = /*i18n*/ 'Library Dashboard';
const VIEW_BOOKS = LANDING_BY_ROLE.ROLE_LIBRARY_ASSISTANT;

/**
 * §2 /app/Library Dashboard, the incharge's landing: the catalogue as it stands — titles, copies held and on the
 * shelf, copies by status, by kind of item and by source, what the holdings cost, and the titles added last — and the
 * circulation's figures and charts (circulation-figures.tsx).
 */
export function LibraryDashboardScreen() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const summary = useQuery(libraryQueries.summary());
  const s = summary.data;
  const byStatus = (status: string) => s?.byStatus.find((r) => r.status === status)?.count ?? 0;
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <div className="library">
        <section className="dashboard-section" aria-labelledby="library-figures">
          <h2 id="library-figures">{i18n._('The catalogue')}</h2>
          {summary.isError && (
            <ErrorAlert
              message={i18n._('The figures could not be loaded. Check your connection and open this page again.')}
            />
          )}
          <ul className="counter-grid" aria-busy={summary.isPending}>
            <Counter label={i18n._('Titles')} value={s?.titles} />
            <Counter label={i18n._('Copies')} value={s?.copies} />
            <Counter label={i18n._('On the shelf')} value={s && byStatus('AVAILABLE')} />
            <Counter label={i18n._('Value of the holdings')} value={s && formatRupees(s.valuePaise)} />
          </ul>
        </section>
        <CirculationFigures />
        <section className="dashboard-section" aria-labelledby="library-links">
          <h2 id="library-links">{i18n._('Open')}</h2>
          <ul className="entry-grid">
            <li>
              <Link className="entry-link" to={VIEW_BOOKS}>
                <span className="entry-link__label">{i18n._('View Books')}</span>
                <span className="entry-link__hint">{i18n._('Search the catalogue; a title’s copies')}</span>
              </Link>
            </li>
            <li>
              <Link className="entry-link" to={LIBRARY_PATHS.libraryCatalogue}>
                <span className="entry-link__label">{i18n._('Catalogue')}</span>
                <span className="entry-link__hint">{i18n._('Add a title with its copies')}</span>
              </Link>
            </li>
            <li>
              <Link className="entry-link" to={LIBRARY_PATHS.libraryImport}>
                <span className="entry-link__label">{i18n._('Import Catalogue')}</span>
                <span className="entry-link__hint">{i18n._('Excel or MARC21 from Koha')}</span>
              </Link>
            </li>
          </ul>
        </section>
        {s && (
          <div className="library-figures">
            <section className="dashboard-section" aria-labelledby="library-by-status">
              <h2 id="library-by-status">{i18n._('Copies by status')}</h2>
              <dl className="library-tally">
                {COPY_STATUSES.map((status) => (
                  <div key={status}>
                    <dt>{i18n._(COPY_STATUS_LABELS[status])}</dt>
                    <dd>{countText(byStatus(status))}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section className="dashboard-section" aria-labelledby="library-by-type">
              <h2 id="library-by-type">{i18n._('By kind of item')}</h2>
              <dl className="library-tally">
                {s.byItemType.map((r) => (
                  <div key={r.itemType}>
                    <dt>{i18n._(ITEM_TYPE_LABELS[r.itemType])}</dt>
                    <dd>
                      {i18n._('{titles} titles, {copies} copies', {
                        titles: countText(r.titles),
                        copies: countText(r.copies),
                      })}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
            <section className="dashboard-section" aria-labelledby="library-by-source">
              <h2 id="library-by-source">{i18n._('Copies by source')}</h2>
              <dl className="library-tally">
                {s.bySource.map((r) => (
                  <div key={r.source}>
                    <dt>{i18n._(COPY_SOURCE_LABELS[r.source])}</dt>
                    <dd>{countText(r.count)}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section className="dashboard-section" aria-labelledby="library-recent">
              <h2 id="library-recent">{i18n._('Added last')}</h2>
              <ol className="library-recent">
                {s.recent.map((t) => (
                  <li key={t.id}>
                    <Link to={VIEW_BOOKS} search={{ title: String(t.id) }}>
                      {t.title}
                    </Link>
                    <span className="hint">
                      {' '}
                      {[t.authors[0], dateText(t.addedAt, locale), i18n._('{copies} copies', { copies: t.copies })]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </li>
                ))}
              </ol>
            </section>
          </div>
        )}
      </div>
    </PageFrame>
  );
}
