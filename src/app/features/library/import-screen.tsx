import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { SheetUploadPanel } from '../../ui/sheet-upload/sheet-upload-panel';
import { libraryKeys } from './library-queries';
import { MarcImportPanel } from './marc-import-panel';
import './library.css';

const TITLE = /*i18n*/ 'Import Catalogue';

/** A college moving off a register or another system loads its catalogue: Excel, one copy per row, or MARC21. */
export function ImportScreen() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [excel, setExcel] = useState(false);
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <div className="library">
        {excel ? (
          <SheetUploadPanel
            title={i18n._('Excel upload of the catalogue')}
            fileType="libraryCatalogue"
            hint={i18n._(
              'Fill the template one copy per row, as the accession register reads. Rows of one ISBN (or of one title, author and edition) become one title with its copies; accession numbers already in the catalogue are not added again.',
            )}
            template={{
              path: 'library/catalogue-template',
              fileName: 'Catalogue template.xlsx',
              label: i18n._('Download the template'),
            }}
            errorsFileName="Catalogue not submitted.xlsx"
            already={{
              short: i18n._('already catalogued'),
              rows: i18n._('Already in the catalogue (same accession number), rows'),
            }}
            onClose={() => setExcel(false)}
            onUploaded={() => void queryClient.invalidateQueries({ queryKey: libraryKeys.all })}
          />
        ) : (
          <PlainButton onClick={() => setExcel(true)}>{i18n._('Upload an Excel catalogue')}</PlainButton>
        )}
        <MarcImportPanel />
      </div>
    </PageFrame>
  );
}
