import { Trans, useLingui } from '@lingui/react';
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
 * The frame of a record form: "New …" or "Edit …" (its kind's words) as its name and heading, its fields, why the last save failed,
 * and Save and Cancel; Save says what it is doing while the call runs.
 */
export function RecordFormCard({
  what,
  record: { editingId, pending, failure, onCancel },
  onSubmit,
  children,
}: {
  /** The headings of a new record and of one being edited, in the page's language: "New MoU", "Edit MoU". */
  what: { newOne: string; editOne: string };
  /** What the screen gave the record form; the frame uses its editing id, pending, failure and Cancel. */
  record: Pick<RecordFormProps<unknown, never>, 'editingId' | 'pending' | 'failure' | 'onCancel'>;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const label = i18n._(editingId === null ? what.newOne : what.editOne);
  return (
    <form className="form-card fdb-form" onSubmit={onSubmit} noValidate aria-label={label}>
      <h2 tabIndex={-1}>{label}</h2>
      {children}
      <ErrorAlert message={failure} as="div" />
      <div className="fdb-form__buttons">
        <PlainButton type="submit" disabled={pending}>
          {pending ? i18n._('Saving…') : editingId !== null ? i18n._('Save changes') : i18n._('Save')}
        </PlainButton>
        <PlainButton type="button" fill="outline" onClick={onCancel} disabled={pending}>
          <Trans id="Cancel" />
        </PlainButton>
      </div>
    </form>
  );
}
