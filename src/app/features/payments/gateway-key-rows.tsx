import { PlainButton } from '../../ui/plain/plain-button';
import type { SavedGatewayKey } from '../../../domain/payments/gateway-keys';
import { useLingui } from '@lingui/react';

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
  const { i18n } = useLingui();
  return (
    <>
      <td data-label={i18n._('User Name (shop id)')}>
        <input
          className="cell-input"
          aria-label={i18n._('User name (shop id) for {feeType}', { feeType })}
          value={draft.paymentGatewayUserName}
          maxLength={128}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => onChange({ ...draft, paymentGatewayUserName: e.target.value })}
        />
      </td>
      <td data-label={i18n._('Password (key)')}>
        <input
          className="cell-input"
          type="password"
          aria-label={i18n._('Password (key) for {feeType}', { feeType })}
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
  const { i18n } = useLingui();
  return (
    <tr data-testid={`key-row-${feeType}`}>
      <td data-label={i18n._('S.No')}>{index}</td>
      <td data-label={i18n._('Fee Type')}>{feeType}</td>
      <DraftInputs feeType={feeType} draft={draft} onChange={onChange} />
      <td data-label={i18n._('Actions')}>
        <span className="hint">{i18n._('Not saved')}</span>
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
  const { i18n } = useLingui();
  return (
    <tr data-testid={`key-row-${row.feeType}`}>
      <td data-label={i18n._('S.No')}>{index}</td>
      <td data-label={i18n._('Fee Type')}>{row.feeType}</td>
      {draft ? (
        <DraftInputs
          feeType={row.feeType}
          draft={draft}
          onChange={onChange}
          keyHint={i18n._('Blank keeps {key}', { key: row.paymentGatewayPassword })}
        />
      ) : (
        <>
          <td data-label={i18n._('User Name (shop id)')}>{row.paymentGatewayUserName}</td>
          <td data-label={i18n._('Password (key)')}>
            <span aria-label={i18n._('Key stored, hidden')}>{row.paymentGatewayPassword}</span>
          </td>
        </>
      )}
      <td data-label={i18n._('Actions')}>
        <span className="row-actions">
          {draft ? (
            <>
              <PlainButton
                size="small"
                onClick={onSave}
                disabled={busy}
                aria-label={i18n._('Save {feeType}', { feeType: row.feeType })}
              >
                {i18n._('Save')}
              </PlainButton>
              <PlainButton
                size="small"
                fill="outline"
                onClick={onClose}
                aria-label={i18n._('Close {feeType}', { feeType: row.feeType })}
              >
                {i18n._('Close')}
              </PlainButton>
            </>
          ) : (
            <>
              <PlainButton
                size="small"
                fill="outline"
                onClick={onEdit}
                disabled={busy}
                aria-label={i18n._('Edit {feeType}', { feeType: row.feeType })}
              >
                {i18n._('Edit')}
              </PlainButton>
              <PlainButton
                size="small"
                color="danger"
                fill="outline"
                onClick={onDelete}
                disabled={busy}
                aria-label={i18n._('Delete {feeType}', { feeType: row.feeType })}
              >
                {i18n._('Delete')}
              </PlainButton>
            </>
          )}
        </span>
      </td>
    </tr>
  );
}
