import { PlainButton } from '../../ui/plain/plain-button';
import type { SavedGatewayKey } from '../../../domain/payments/gateway-keys';

export interface KeyDraft {
  paymentGatewayUserName: string;
  paymentGatewayPassword: string;
}

interface DraftInputsProps {
  feeType: string;
  draft: KeyDraft;
  onChange: (draft: KeyDraft) => void;
  keyHint?: string;
}

/** The two inline inputs of a row being filled in or edited, named for their fee type. */
function DraftInputs({ feeType, draft, onChange, keyHint }: DraftInputsProps) {
  return (
    <>
      <td data-label="User Name (shop id)">
        <input
          className="cell-input"
          aria-label={`User name (shop id) for ${feeType}`}
          value={draft.paymentGatewayUserName}
          maxLength={128}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => onChange({ ...draft, paymentGatewayUserName: e.target.value })}
        />
      </td>
      <td data-label="Password (key)">
        <input
          className="cell-input"
          type="password"
          aria-label={`Password (key) for ${feeType}`}
          placeholder={keyHint}
          value={draft.paymentGatewayPassword}
          maxLength={256}
          autoComplete="new-password"
          onChange={(e) => onChange({ ...draft, paymentGatewayPassword: e.target.value })}
        />
      </td>
    </>
  );
}

/** §4: a fee type without a key yet, edited inline; the Save under the table saves every filled row. */
export function UnsavedKeyRow({
  index,
  feeType,
  draft,
  onChange,
}: {
  index: number;
  feeType: string;
  draft: KeyDraft;
  onChange: (d: KeyDraft) => void;
}) {
  return (
    <tr data-testid={`key-row-${feeType}`}>
      <td data-label="S.No">{index}</td>
      <td data-label="Fee Type">{feeType}</td>
      <DraftInputs feeType={feeType} draft={draft} onChange={onChange} />
      <td data-label="Actions">
        <span className="hint">Not saved</span>
      </td>
    </tr>
  );
}

interface SavedProps {
  index: number;
  row: SavedGatewayKey;
  /** The row's edit in progress, or null when it is shown as saved. */
  draft: KeyDraft | null;
  busy: boolean;
  onEdit: () => void;
  onChange: (d: KeyDraft) => void;
  onClose: () => void;
  onSave: () => void;
  onDelete: () => void;
}

/** §4: a saved row with Edit and Delete; Edit turns into Save and Close, and Close restores the row. */
export function SavedKeyRow({ index, row, draft, busy, onEdit, onChange, onClose, onSave, onDelete }: SavedProps) {
  return (
    <tr data-testid={`key-row-${row.feeType}`}>
      <td data-label="S.No">{index}</td>
      <td data-label="Fee Type">{row.feeType}</td>
      {draft ? (
        <DraftInputs
          feeType={row.feeType}
          draft={draft}
          onChange={onChange}
          keyHint={`Blank keeps ${row.paymentGatewayPassword}`}
        />
      ) : (
        <>
          <td data-label="User Name (shop id)">{row.paymentGatewayUserName}</td>
          <td data-label="Password (key)">
            <span aria-label="Key stored, hidden">{row.paymentGatewayPassword}</span>
          </td>
        </>
      )}
      <td data-label="Actions">
        <span className="row-actions">
          {draft ? (
            <>
              <PlainButton size="small" onClick={onSave} disabled={busy} aria-label={`Save ${row.feeType}`}>
                Save
              </PlainButton>
              <PlainButton size="small" fill="outline" onClick={onClose} aria-label={`Close ${row.feeType}`}>
                Close
              </PlainButton>
            </>
          ) : (
            <>
              <PlainButton
                size="small"
                fill="outline"
                onClick={onEdit}
                disabled={busy}
                aria-label={`Edit ${row.feeType}`}
              >
                Edit
              </PlainButton>
              <PlainButton
                size="small"
                color="danger"
                fill="outline"
                onClick={onDelete}
                disabled={busy}
                aria-label={`Delete ${row.feeType}`}
              >
                Delete
              </PlainButton>
            </>
          )}
        </span>
      </td>
    </tr>
  );
}
