import { usePageI18n } from '../../i18n/translate-known';
import { readableSize } from '../form/file-field';
import type { UploadStage } from './upload-sheet';
import { countText } from '../../../domain/display-formats';

const n = countText;

/** The upload's real figures: bytes sent, then rows checked and saved as the server reports them. */
export function UploadProgress({ stage, already }: { stage: UploadStage; already: string }) {
  const i18n = usePageI18n();
  if (stage.stage === 'sending') {
    return (
      <div className="bulk-progress">
        <progress max={stage.total || 1} value={stage.sent} aria-label={i18n._('File sent')} />
        <p className="hint" aria-live="polite">
          {i18n._('Sending the file: {sent} of {total}', {
            sent: readableSize(stage.sent),
            total: readableSize(stage.total),
          })}
        </p>
      </div>
    );
  }
  const p = stage.progress;
  const total = p?.totalRows ?? null;
  const figures = p && {
    checked: n(p.checkedRows),
    total: n(total ?? 0),
    saved: n(p.savedRows),
    already,
    alreadyCount: n(p.alreadyAdmittedRows),
    invalid: n(p.invalidRows),
  };
  return (
    <div className="bulk-progress">
      {total ? (
        <progress max={total} value={p?.checkedRows ?? 0} aria-label={i18n._('Rows checked')} />
      ) : (
        <progress aria-label={i18n._('Rows checked')} />
      )}
      <p className="hint" aria-live="polite">
        {figures
          ? total
            ? i18n._(
                'Rows checked: {checked} of {total} · saved: {saved} · {already}: {alreadyCount} · not submitted: {invalid}',
                figures,
              )
            : i18n._(
                'Rows checked: {checked} · saved: {saved} · {already}: {alreadyCount} · not submitted: {invalid}',
                figures,
              )
          : i18n._('File sent. Checking the rows…')}
      </p>
    </div>
  );
}
