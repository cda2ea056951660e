import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { siteForCollege } from '../../../domain/home/college-variants';
import { moduleLandingFor } from '../../../domain/home/module-roles';
import { functionsOffered, type ModuleTile as Tile } from '../../../domain/home/module-tiles';
import { EXTERNAL_SITES } from '../../lib/config';

/** Where a tile leads, or null when its external address is not configured (then the tile is hidden). */
export function tileHref(tile: Tile, collegeCode: string | null): { href: string; external: boolean } | null {
  const t = tile.target;
  if (t.kind === 'login') return { href: `/login/${encodeURIComponent(t.module)}`, external: false };
  if (t.kind === 'page') return { href: t.path, external: false };
  const address = siteForCollege(EXTERNAL_SITES[t.setting], collegeCode);
  if (address) return { href: address, external: true };
  return t.fallbackPath ? { href: t.fallbackPath, external: false } : null;
}

/**
 * A home tile's target for this visitor: a signed-in user whose roles open the module goes to their own screen
 * (their landing), not to the module's sign-in form; everyone else follows the tile (tileHref).
 */
function homeTileHref(
  tile: Tile,
  collegeCode: string | null,
  roles: readonly string[] | null,
): { href: string; external: boolean } | null {
  const landing = roles && tile.target.kind === 'login' ? moduleLandingFor(tile.title, roles) : null;
  return landing ? { href: landing, external: false } : tileHref(tile, collegeCode);
}

/** §1 tile: its functions show on hover, on keyboard focus, and with the list button on touch screens. */
export function ModuleTile({
  tile,
  collegeCode,
  roles,
}: {
  tile: Tile;
  collegeCode: string | null;
  roles: readonly string[] | null;
}) {
  const listId = useId();
  const { i18n } = useLingui();
  const [shown, setShown] = useState(false);
  const target = homeTileHref(tile, collegeCode, roles);
  if (!target) return null;
  const body = (
    <>
      {/* Drawn by the stylesheet (home.css, one class per tile), so the icons add no JavaScript to the first load. */}
      <span aria-hidden="true" className={`tile-icon tile-icon--${tile.title.toLowerCase()}`} />
      <span>{i18n._(tile.title)}</span>
    </>
  );
  return (
    <li className={shown ? 'tile tile--open' : 'tile'} onMouseLeave={() => setShown(false)}>
      {target.external ? (
        <a className="tile-link" href={target.href} rel="noopener" aria-describedby={listId}>
          {body}
        </a>
      ) : (
        <Link className="tile-link" to={target.href as '/'} aria-describedby={listId}>
          {body}
        </Link>
      )}
      <button
        type="button"
        className="tile-more"
        aria-expanded={shown}
        aria-controls={listId}
        aria-label={i18n._('What {title} offers', { title: i18n._(tile.title) })}
        onClick={() => setShown((s) => !s)}
      >
        ⋯
      </button>
      <ul id={listId} className="tile-functions">
        {functionsOffered(tile.functions, (site) => Boolean(EXTERNAL_SITES[site])).map((f) => (
          <li key={f}>{i18n._(f)}</li>
        ))}
      </ul>
    </li>
  );
}
