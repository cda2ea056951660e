import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { parseHiddenTiles, tilesForCollege } from '../../../domain/home/college-variants';
import { MODULE_TILES } from '../../../domain/home/module-tiles';
import { APP_PATHS } from '../../../domain/routes/known-paths';
import { HIDDEN_TILES_BY_COLLEGE } from '../../lib/config';
import { collegeProfileQuery } from '../../lib/college-profile';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { homeQueries } from './home-queries';
import { ContactDetails } from './contact-details';
import { InfoDialog } from './info-dialog';
import { ModuleTile } from './module-tile';

const HIDDEN = parseHiddenTiles(HIDDEN_TILES_BY_COLLEGE);

/** `/`: the module tiles of §1 in order, About Us and Contact Us from getContactData (§2, §3). */
export function HomeScreen() {
  const college = useQuery(collegeProfileQuery());
  const contact = useQuery(homeQueries.contact());
  const code = college.data?.code ?? null;
  const [dialog, setDialog] = useState<'about' | 'contact' | null>(null);
  return (
    <PageFrame title={college.data?.name ?? 'Campus ERP'} wide>
      <div className="home-actions">
        {/* issue 10: an applicant without an account pays the new-admission fee here */}
        <Link to={APP_PATHS.selfPayment} className="home-action-link">
          Pay New Admission Fee
        </Link>
        <PlainButton fill="outline" onClick={() => setDialog('about')}>
          About Us
        </PlainButton>
        <PlainButton fill="outline" onClick={() => setDialog('contact')}>
          Contact Us
        </PlainButton>
      </div>
      <ul className="tiles" aria-label="Modules">
        {tilesForCollege(MODULE_TILES, code, HIDDEN).map((tile) => (
          <ModuleTile key={tile.title} tile={tile} collegeCode={code} />
        ))}
      </ul>
      <nav className="legal-links" aria-label="More">
        <Link to="/encrypt-decrypt">Encrypt / Decrypt</Link>
        <Link to="/terms">Terms and Conditions</Link>
        <Link to="/privacy">Privacy Policy</Link>
        <Link to="/return">Returns and Refunds</Link>
      </nav>
      <InfoDialog title="About Us" open={dialog === 'about'} onClose={() => setDialog(null)}>
        <p>{contact.data?.aboutUs ?? 'Loading…'}</p>
      </InfoDialog>
      <InfoDialog title="Contact Us" open={dialog === 'contact'} onClose={() => setDialog(null)}>
        {contact.data ? <ContactDetails contact={contact.data} /> : <p>{contact.isError ? 'The contact details could not be loaded.' : 'Loading…'}</p>}
      </InfoDialog>
    </PageFrame>
  );
}
