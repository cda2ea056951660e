import { Trans, useLingui } from '@lingui/react';
import { PlainIcon } from '../../ui/plain/plain-icon';
import type { CSSProperties } from 'react';
import { comingSoonHref } from '../../../domain/home/coming-soon';
import { moduleLandingFor } from '../../../domain/home/module-roles';
import type { ModuleTile } from '../../../domain/home/module-tiles';
import { AppLink } from '../../ui/app-link';
import { MODULE_ICONS as ICONS } from './module-icons';
import { tileHref } from './module-tile';

export interface CardTarget {
  href: string;
  external: boolean;
  /** True when the card opens the signed-in user's own dashboard for the module. */
  dashboard: boolean;
}

/**
 * A module card's target: the user's dashboard when one of their roles opens the module, else the home
 * tile's own target; an external site that is not configured (hidden on home) says it is coming soon.
 */
export function cardTarget(
  tile: ModuleTile,
  roles: readonly string[] | null,
  collegeCode: string | null = null,
): CardTarget {
  const landing = roles ? moduleLandingFor(tile.title, roles) : null;
  if (landing) return { href: landing, external: false, dashboard: true };
  const home = tileHref(tile, collegeCode);
  return home ? { ...home, dashboard: false } : { href: comingSoonHref(tile.title), external: false, dashboard: false };
}

/** One circular card of /erphome; `index` places it on the ring. */
export function ErpModuleCard({
  tile,
  index,
  roles,
  collegeCode,
}: {
  tile: ModuleTile;
  index: number;
  roles: readonly string[] | null;
  collegeCode: string | null;
}) {
  const { i18n } = useLingui();
  const target = cardTarget(tile, roles, collegeCode);
  const body = (
    <>
      <PlainIcon icon={ICONS[tile.title] ?? ICONS.Exams} className="erp-card-icon" />
      <span className="erp-card-title">{i18n._(tile.title)}</span>
      {target.dashboard && (
        <span className="erp-card-note">
          <Trans id="Your dashboard" />
        </span>
      )}
    </>
  );
  const className = target.dashboard ? 'erp-card erp-card--mine' : 'erp-card';
  return (
    <li className="erp-card-slot" style={{ '--i': index } as CSSProperties}>
      {target.external ? (
        <a className={className} href={target.href} rel="noopener">
          {body}
        </a>
      ) : (
        <AppLink className={className} to={target.href}>
          {body}
        </AppLink>
      )}
    </li>
  );
}
