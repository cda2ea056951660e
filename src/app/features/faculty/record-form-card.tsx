import type { FormEvent, ReactNode } from 'react';
import { ErrorAlert } from '../../ui/error-alert';
import { PlainButton } from '../../ui/plain/plain-button';

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

/**
 * The frame of a record form: "New …" or "Edit …" as its name and heading, its fields, why the last save failed,
 * and Save and Cancel; Save says what it is doing while the call runs.
 */
export function RecordFormCard({
  what,
  record: { editingId, pending, failure, onCancel },
  onSubmit,
  children,
}: {
  /** The record's name in the heading: "MoU" for "New MoU". */
  what: string;
  /** What the screen gave the record form; the frame uses its editing id, pending, failure and Cancel. */
  record: Pick<RecordFormProps<unknown, never>, 'editingId' | 'pending' | 'failure' | 'onCancel'>;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const label = editingId === null ? `New ${what}` : `Edit ${what}`;
  return (
    <form className="form-card fdb-form" onSubmit={onSubmit} noValidate aria-label={label}>
      <h2 tabIndex={-1}>{label}</h2>
      {children}
      <ErrorAlert message={failure} as="div" />
      <div className="fdb-form__buttons">
        <PlainButton type="submit" disabled={pending}>
          {pending ? 'Saving…' : editingId !== null ? 'Save changes' : 'Save'}
        </PlainButton>
        <PlainButton type="button" fill="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </PlainButton>
      </div>
    </form>
  );
}
