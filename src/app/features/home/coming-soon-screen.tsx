import { Trans, useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { COMING_SOON_PATH, comingSoonTile, tileFunctionsToday } from '../../../domain/home/coming-soon';
import { currentUser } from '../../lib/session';
import { AppLink } from '../../ui/app-link';
import { PageFrame } from '../../ui/page-frame';
import { cardTarget } from './erp-module-card';

/** §2 /coming-soon?module=…: a module function the product does not have yet, and what exists today. */
export function ComingSoonScreen({ module }: { module: string }) {
  const { i18n } = useLingui();
  const tile = comingSoonTile(module);
  const title = tile ? i18n._(tile.title) : '';
  const heading = tile ? i18n._('{title}: coming soon', { title }) : i18n._('This function is coming soon');
  const today = tile ? tileFunctionsToday(tile) : { available: [], upcoming: [] };
  const target = tile ? cardTarget(tile, currentUser()?.roles ?? null) : null;
  const moduleLink =
    tile && target && !target.href.startsWith(COMING_SOON_PATH)
      ? {
          ...target,
          label: target.dashboard
            ? i18n._('Your {title} dashboard', { title })
            : target.href.startsWith('/login/')
              ? i18n._('Sign in to the {title} module', { title })
              : i18n._('Open {title}', { title }),
        }
      : null;

  return (
    <PageFrame title={i18n._('Coming Soon')}>
      <section className="coming-soon" aria-labelledby="coming-soon-heading">
        <h2 id="coming-soon-heading">{heading}</h2>
        {tile ? (
          <>
            <p className="lead">
              <Trans id="This part of the {title} module is not in the app yet. Still to come:" values={{ title }} />
            </p>
            <ul className="coming-soon-functions" aria-label={i18n._('{title} functions', { title })}>
              {today.upcoming.map((f) => (
                <li key={f}>{i18n._(f)}</li>
              ))}
            </ul>
          </>
        ) : (
          <p className="lead">
            <Trans id="This part of Campus ERP is not in the app yet. Meanwhile, these pages are ready to use." />
          </p>
        )}
        <h3>
          <Trans id="Available today" />
        </h3>
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
                <AppLink to={f.to!}>{i18n._(f.name)}</AppLink>
              </li>
            ))}
          <li>
            <Link to="/erphome">
              <Trans id="All ERP modules" />
            </Link>
          </li>
          <li>
            <Link to="/examresults">
              <Trans id="Exam results" />
            </Link>
          </li>
          <li>
            <Link to="/">
              <Trans id="Home" />
            </Link>
          </li>
        </ul>
      </section>
    </PageFrame>
  );
}
