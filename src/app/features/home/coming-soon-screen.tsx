import { Link } from '@tanstack/react-router';
import { COMING_SOON_PATH, comingSoonTile, tileFunctionsToday } from '../../../domain/home/coming-soon';
import { currentUser } from '../../lib/session';
import { AppLink } from '../../ui/app-link';
import { PageFrame } from '../../ui/page-frame';
import { cardTarget } from './erp-module-card';

/** §2 /coming-soon?module=…: a module function the product does not have yet, and what exists today. */
export function ComingSoonScreen({ module }: { module: string }) {
  const tile = comingSoonTile(module);
  const heading = tile ? `${tile.title}: coming soon` : 'This function is coming soon';
  const today = tile ? tileFunctionsToday(tile) : { available: [], upcoming: [] };
  const target = tile ? cardTarget(tile, currentUser()?.roles ?? null) : null;
  const moduleLink =
    tile && target && !target.href.startsWith(COMING_SOON_PATH)
      ? {
          ...target,
          label: target.dashboard
            ? `Your ${tile.title} dashboard`
            : target.href.startsWith('/login/')
              ? `Sign in to the ${tile.title} module`
              : `Open ${tile.title}`,
        }
      : null;

  return (
    <PageFrame title="Coming Soon">
      <section className="coming-soon" aria-labelledby="coming-soon-heading">
        <h2 id="coming-soon-heading">{heading}</h2>
        {tile ? (
          <>
            <p className="lead">This part of the {tile.title} module is not in the app yet. Still to come:</p>
            <ul className="coming-soon-functions" aria-label={`${tile.title} functions`}>
              {today.upcoming.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </>
        ) : (
          <p className="lead">
            This part of Campus ERP is not in the app yet. Meanwhile, these pages are ready to use.
          </p>
        )}
        <h3>Available today</h3>
        <ul className="coming-soon-links">
          {moduleLink && (
            <li>
              {moduleLink.external ? (
                <a href={moduleLink.href} rel="noopener">
                  {moduleLink.label}
                </a>
              ) : (
                <AppLink to={moduleLink.href}>{moduleLink.label}</AppLink>
              )}
            </li>
          )}
          {today.available
            .filter((f) => f.to)
            .map((f) => (
              <li key={f.name}>
                <AppLink to={f.to!}>{f.name}</AppLink>
              </li>
            ))}
          <li>
            <Link to="/erphome">All ERP modules</Link>
          </li>
          <li>
            <Link to="/examresults">Exam results</Link>
          </li>
          <li>
            <Link to="/">Home</Link>
          </li>
        </ul>
      </section>
    </PageFrame>
  );
}
