import { readableSize } from '../form/file-field';
import type { UploadStage } from './upload-sheet';
import { countText } from '../../../domain/display-formats';

const n = countText;

/** The upload's real figures: bytes sent, then rows checked and saved as the server reports them. */
export function UploadProgress({ stage, already }: { stage: UploadStage; already: string }) {
  if (stage.stage === 'sending') {
    return (
      <div className="bulk-progress">
        <progress max={stage.total || 1} value={stage.sent} aria-label="File sent" />
        <p className="hint" aria-live="polite">
          Sending the file: {readableSize(stage.sent)} of {readableSize(stage.total)}
        </p>
      </div>
    );
  }
  const p = stage.progress;
  const total = p?.totalRows ?? null;
  return (
    <div className="bulk-progress">
      {total ? (
        <progress max={total} value={p?.checkedRows ?? 0} aria-label="Rows checked" />
      ) : (
        <progress aria-label="Rows checked" />
      )}
      <p className="hint" aria-live="polite">
        {p
          ? `Rows checked: ${n(p.checkedRows)}${total ? ` of ${n(total)}` : ''} · saved: ${n(p.savedRows)} · ${already}: ${n(p.alreadyAdmittedRows)} · not submitted: ${n(p.invalidRows)}`
          : 'File sent. Checking the rows…'}
      </p>
    </div>
  );
}
