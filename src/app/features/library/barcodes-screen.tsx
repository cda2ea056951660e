import { useLingui } from '@lingui/react';
import { PageFrame } from '../../ui/page-frame';
import { LabelSheetForm } from './label-sheet-form';
import { PatronCardsForm } from './patron-cards-form';
import './library.css';
import './barcodes.css';

const TITLE = /*i18n*/ 'Barcodes';

/**
 * The library staff's barcodes: accession labels for the copies on A4 label sheets, and library cards for students
 * and staff. The server gives the data; the PDFs are made on the device, with their count as they are made.
 */
export function BarcodesScreen() {
  const { i18n } = useLingui();
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <div className="library barcodes">
        <LabelSheetForm />
        <PatronCardsForm />
      </div>
    </PageFrame>
  );
}
