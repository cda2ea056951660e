import { SheetUploadPanel } from '../../../ui/sheet-upload/sheet-upload-panel';

/**
 * §2 Upload toggle: Excel bulk upload of admissions, by the one upload panel (src/app/ui/sheet-upload/): the
 * template with its Instructions sheet, the file, real progress, the rows not submitted by row, column and reason.
 */
export function BulkUploadPanel({ onClose, onUploaded }: { onClose: () => void; onUploaded?: () => void }) {
  return (
    <SheetUploadPanel
      title="Excel upload of admissions"
      fileType="newAdmissionsForm"
      hint="Fill the template (one student per row; its Instructions sheet explains every column)."
      template={{
        path: 'getExcelForNewAdmissions',
        fileName: 'New_Admissions_Template.xlsx',
        label: 'Download the template',
      }}
      errorsFileName="Admissions_Not_Submitted.xlsx"
      already={{ short: 'already admitted', rows: 'Already admitted (same Aadhaar number), rows' }}
      onClose={onClose}
      onUploaded={onUploaded}
    />
  );
}
