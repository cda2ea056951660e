import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react';
import { useState } from 'react';
import { SETUP_CHECKLIST_HREF } from '../../../domain/auth/first-admin';
import { signInHrefFor } from '../../../domain/auth/sign-in-redirect';
import { parseHiddenTiles, tilesForCollege } from '../../../domain/home/college-variants';
import { MODULE_TILES, visitorTilesFirst } from '../../../domain/home/module-tiles';
import { HIDDEN_TILES_BY_COLLEGE } from '../../lib/config';
import { collegeProfileQuery } from '../../lib/college-profile';
import { publicCatalogueStatusQuery } from '../../lib/public-catalogue-status';
import { useInstallPrompt } from '../../lib/install-prompt';
import { currentUser } from '../../lib/session';
import { LanguageMenu } from '../../ui/language-menu';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { homeQueries } from './home-queries';
import { ContactDetails } from './contact-details';
import { InfoDialog } from './info-dialog';
import { ModuleTile } from './module-tile';
import { PAYMENTS_PATHS } from '../../../domain/payments/paths';
import { LIBRARY_PATHS } from '../../../domain/library/paths';

const HIDDEN = parseHiddenTiles(HIDDEN_TILES_BY_COLLEGE);
const HOME_TILES = visitorTilesFirst(MODULE_TILES);

/**
 * `/`: the module tiles of §1, visitors' tiles (Results first) before staff ones, About Us and Contact Us from
 * getContactData (§2, §3), and Install where the browser offers it.
 */
export function HomeScreen() {
  const college = useQuery(collegeProfileQuery());
  const contact = useQuery(homeQueries.contact());
  // Asked for once the page shows (not by its loader): the link appears only while the library's catalogue is public.
  const catalogue = useQuery(publicCatalogueStatusQuery());
  const code = college.data?.code ?? null;
  const [dialog, setDialog] = useState<'about' | 'contact' | null>(null);
  const install = useInstallPrompt();
  const roles = currentUser()?.roles ?? null;
  const { i18n } = useLingui();
  return (
    <PageFrame title={college.data?.name ?? 'Campus ERP'} wide logo={college.data?.logo}>
      {college.data?.banner && <img className="home-banner" src={college.data.banner} alt={college.data.name} />}
      <div className="home-actions">
        {/* An applicant without an account pays the new-admission fee here */}
        <Link to={PAYMENTS_PATHS.selfPayment} className="home-action-link">
          <Trans id="Pay New Admission Fee" />
        </Link>
        {catalogue.data === true && (
          <Link to={LIBRARY_PATHS.libraryPublicCatalogue} className="home-action-link">
            <Trans id="Search the library catalogue" />
          </Link>
        )}
        <PlainButton fill="outline" onClick={() => setDialog('about')}>
          <Trans id="About Us" />
        </PlainButton>
        <PlainButton fill="outline" onClick={() => setDialog('contact')}>
          <Trans id="Contact Us" />
        </PlainButton>
        {install && (
          <PlainButton fill="outline" onClick={() => void install()}>
            <Trans id="Install app" />
          </PlainButton>
        )}
      </div>
      {college.data?.settingUp && (
        <section className="home-setting-up" aria-labelledby="setting-up-title">
          <h2 id="setting-up-title">
            <Trans id="This college is being set up" />
          </h2>
          <p>
            <Trans id="Its programmes, students and results are not here yet. The college’s administrator continues the set-up from the checklist on their dashboard." />
          </p>
          <a href={signInHrefFor(SETUP_CHECKLIST_HREF)}>
            <Trans id="Administrator: sign in to continue the set-up" />
          </a>
        </section>
      )}
      <ul className="tiles" aria-label={i18n._('Modules')}>
        {tilesForCollege(HOME_TILES, code, HIDDEN).map((tile) => (
          <ModuleTile key={tile.title} tile={tile} collegeCode={code} roles={roles} />
        ))}
      </ul>
      <nav className="legal-links" aria-label={i18n._('More')}>
        <Link to="/encrypt-decrypt">
          <Trans id="Encrypt / Decrypt" />
        </Link>
        <Link to="/terms">
          <Trans id="Terms and Conditions" />
        </Link>
        <Link to="/privacy">
          <Trans id="Privacy Policy" />
        </Link>
        <Link to="/return">
          <Trans id="Returns and Refunds" />
        </Link>
      </nav>
      <LanguageMenu />
      <InfoDialog title={i18n._('About Us')} open={dialog === 'about'} onClose={() => setDialog(null)}>
        <p>{contact.data?.aboutUs ?? i18n._('Loading…')}</p>
      </InfoDialog>
      <InfoDialog title={i18n._('Contact Us')} open={dialog === 'contact'} onClose={() => setDialog(null)}>
        {contact.data ? (
          <ContactDetails contact={contact.data} />
        ) : (
          <p>{contact.isError ? i18n._('The contact details could not be loaded.') : i18n._('Loading…')}</p>
        )}
      </InfoDialog>
    </PageFrame>
  );
}
