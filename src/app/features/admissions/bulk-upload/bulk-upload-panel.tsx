import { SheetUploadPanel } from '../../../ui/sheet-upload/sheet-upload-panel';
import { useLingui } from '@lingui/react';

/**
 * §2 Upload toggle: Excel bulk upload of admissions, by the one upload panel (src/app/ui/sheet-upload/): the
 * template with its Instructions sheet, the file, real progress, the rows not submitted by row, column and reason.
 */
export function BulkUploadPanel({ onClose, onUploaded }: { onClose: () => void; onUploaded?: () => void }) {
  const { i18n } = useLingui();
  return (
    <SheetUploadPanel
      title={i18n._('Excel upload of admissions')}
      fileType="newAdmissionsForm"
      hint={i18n._('Fill the template (one student per row; its Instructions sheet explains every column).')}
      template={{
        path: 'getExcelForNewAdmissions',
        fileName: 'New_Admissions_Template.xlsx',
        label: i18n._('Download the template'),
      }}
      errorsFileName="Admissions_Not_Submitted.xlsx"
      already={{
        short: i18n._('already admitted'),
        rows: i18n._('Already admitted (same Aadhaar number), rows'),
      }}
      onClose={onClose}
      onUploaded={onUploaded}
    />
  );
}
