import { Trans, useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { MODULE_TILES } from '../../../domain/home/module-tiles';
import { collegeProfileQuery } from '../../lib/college-profile';
import { currentUser } from '../../lib/session';
import { PageFrame } from '../../ui/page-frame';
import { ErpModuleCard } from './erp-module-card';

/** The 17 ERP modules: every home tile except Results, which has its own public pages. */
const ERP_TILES = MODULE_TILES.filter((tile) => tile.title !== 'Results');

/** §2 /erphome: the module home, circular cards laid out evenly on a ring (a grid on phones). */
export function ErpHomeScreen() {
  const { i18n } = useLingui();
  const user = currentUser();
  const code = useQuery(collegeProfileQuery()).data?.code ?? null;
  return (
    <PageFrame title={i18n._('ERP Home')} wide>
      <div className="erp-home">
        <div className="erp-ring-wrap">
          <div className="erp-hub">
            <p className="erp-hub-title">
              <Trans id="Enterprise Resource Planning" />
            </p>
            <p className="erp-hub-note">
              {user
                ? i18n._('Your modules open your dashboard; the others their sign-in page.')
                : i18n._('Choose a module to sign in.')}
            </p>
          </div>
          <ul
            className="erp-ring"
            aria-label={i18n._('ERP modules')}
            style={{ '--n': ERP_TILES.length } as CSSProperties}
          >
            {ERP_TILES.map((tile, index) => (
              <ErpModuleCard
                key={tile.title}
                tile={tile}
                index={index}
                roles={user?.roles ?? null}
                collegeCode={code}
              />
            ))}
          </ul>
        </div>
        <nav className="legal-links" aria-label={i18n._('More')}>
          <Link to="/examresults">
            <Trans id="Exam results" />
          </Link>
          <Link to="/">
            <Trans id="Home" />
          </Link>
        </nav>
      </div>
    </PageFrame>
  );
}
