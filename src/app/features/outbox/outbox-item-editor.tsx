import { Trans } from '@lingui/react';
import { PlainButton } from '../../ui/plain/plain-button';
import { useId, useState, type FormEvent } from 'react';
import { outbox, sendWaitingItems } from '../../lib/offline/outbox/outbox';
import type { OutboxItem } from '../../lib/offline/outbox/outbox-item';
import { PlainTextField } from '../../ui/plain-text-field';
import { editableFields, withFields } from './outbox-body-fields';

const labelOf = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** A refused item opened for correction: its text fields, then sent again as a new request (new key). */
export function OutboxItemEditor({ item, onDone }: { item: OutboxItem; onDone: () => void }) {
  const initial = editableFields(item.body);
  const [values, setValues] = useState(initial?.values ?? {});
  const id = useId();
  if (!initial)
    return (
      <p>
        <Trans id="This submission has no fields to correct here. Send it again or discard it." />
      </p>
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await outbox.resend(item.id, withFields(item.body, { part: initial.part, values }));
    onDone();
    await sendWaitingItems();
  };

  return (
    <form className="outbox-editor" onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <Trans id="Correct and send again" />
      </h3>
      {Object.entries(values).map(([key, value]) => (
        <PlainTextField
          key={key}
          label={labelOf(key)}
          name={key}
          value={value}
          onChange={(next) => setValues((v) => ({ ...v, [key]: next }))}
        />
      ))}
      <div className="outbox-item__actions">
        <PlainButton type="submit" size="small">
          <Trans id="Send corrected" />
        </PlainButton>
        <PlainButton size="small" fill="outline" onClick={onDone}>
          <Trans id="Cancel" />
        </PlainButton>
      </div>
    </form>
  );
}
