import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LANDING_BY_ROLE } from '../../../domain/auth/roles';
import type { TitleSaved } from '../../../domain/library/library-answers';
import { LIBRARY_PATHS } from '../../../domain/library/paths';
import { translateKnown } from '../../i18n/translate-known';
import { PageFrame } from '../../ui/page-frame';
import { StatusNote } from '../../ui/status-note';
import { NewTitleForm } from './title-forms';
import './library.css';

const TITLE = /*i18n*/ 'Catalogue';

/**
 * The staff's catalogue: a new title with its first copies (an ISBN already catalogued takes the copies instead).
 * A title on record is found in View Books, where its copies are added and their status changed.
 */
export function CatalogueScreen() {
  const { i18n } = useLingui();
  const [saved, setSaved] = useState<TitleSaved | null>(null);
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <div className="library">
        <p className="library__links">
          <Link to={LANDING_BY_ROLE.ROLE_LIBRARY_ASSISTANT}>{i18n._('Find a title (View Books)')}</Link>
          <Link to={LIBRARY_PATHS.libraryImport}>{i18n._('Import a catalogue from Excel or MARC')}</Link>
        </p>
        {saved && (
          <StatusNote>
            {translateKnown(i18n, saved.message)}
            {saved.accessionNos.length > 0 &&
              ` ${i18n._('Accession numbers: {numbers}.', { numbers: saved.accessionNos.join(', ') })}`}{' '}
            <Link to={LANDING_BY_ROLE.ROLE_LIBRARY_ASSISTANT} search={{ title: String(saved.id) }}>
              {i18n._('Open the title')}
            </Link>
          </StatusNote>
        )}
        <NewTitleForm onSaved={setSaved} />
      </div>
    </PageFrame>
  );
}
