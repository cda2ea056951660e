import { PlainButton } from '../../ui/plain/plain-button';

/** Save and Cancel under a record form; Save says what it is doing while the call runs. */
export function FormButtons({
  pending,
  editing,
  onCancel,
}: {
  pending: boolean;
  editing: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="fdb-form__buttons">
      <PlainButton type="submit" disabled={pending}>
        {pending ? 'Saving…' : editing ? 'Save changes' : 'Save'}
      </PlainButton>
      <PlainButton type="button" fill="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </PlainButton>
    </div>
  );
}

/** What each record form gets from the screen. */
export interface RecordFormProps<Values, Body> {
  /** Null for a new record. */
  editingId: number | null;
  initial: Values;
  pending: boolean;
  failure: string | null;
  onSave: (body: Body) => void;
  onCancel: () => void;
}
