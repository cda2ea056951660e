import { PlainButton } from '../../ui/plain/plain-button';
import { useState } from 'react';
import { outbox, sendWaitingItems } from '../../lib/offline/outbox/outbox';
import type { OutboxItem } from '../../lib/offline/outbox/outbox-item';
import { useOutboxItems } from '../../lib/offline/outbox/use-outbox';
import { useOnline } from '../../lib/use-online';
import { PageFrame } from '../../ui/page-frame';
import { OutboxItemEditor } from './outbox-item-editor';
import { ErrorAlert } from '../../ui/error-alert';
import './outbox.css';
import { dateTimeText } from '../../../domain/calendar/date-text';

const when = (ms: number) => dateTimeText(ms);

function stateText(item: OutboxItem): string {
  if (item.state === 'waiting') return 'Waiting to be sent';
  if (item.state === 'sending') return 'Sending…';
  if (item.state === 'sent') return `Sent ${item.sentAt ? when(item.sentAt) : ''}`.trim();
  return 'Refused by the server';
}

/** The offline outbox: this user's submissions saved on this device, and what became of each. */
export function OutboxScreen() {
  const items = useOutboxItems();
  const online = useOnline();
  const [open, setOpen] = useState<string | null>(null);
  const waiting = (items ?? []).filter((i) => i.state === 'waiting').length;

  return (
    <PageFrame title="Outbox">
      <p className="lead">
        Submissions you made without a connection are kept on this device and sent for you when the network returns.
        Only you see them here.
      </p>
      <div className="outbox-actions">
        <PlainButton disabled={!online || waiting === 0} onClick={() => void sendWaitingItems()}>
          Send now
        </PlainButton>
        <span role="status">{online ? `${waiting} waiting` : `Offline: ${waiting} waiting for a connection`}</span>
      </div>
      {items && items.length === 0 && <p>Nothing here: everything you submitted has reached the server.</p>}
      <ul className="outbox-list" aria-label="Outbox items">
        {(items ?? []).map((item) => (
          <li key={item.id} className={`outbox-item outbox-item--${item.state}`} data-state={item.state}>
            <div className="outbox-item__head">
              <strong>{item.label}</strong>
              <span className="outbox-item__state">{stateText(item)}</span>
            </div>
            <div className="outbox-item__meta">Saved {when(item.createdAt)}</div>
            {item.state === 'refused' && <ErrorAlert message={item.message} />}
            {item.state === 'refused' && open !== item.id && (
              <div className="outbox-item__actions">
                <PlainButton size="small" onClick={() => setOpen(item.id)}>
                  Open and correct
                </PlainButton>
                <PlainButton
                  size="small"
                  fill="outline"
                  onClick={() => void outbox.resend(item.id).then(sendWaitingItems)}
                >
                  Send again
                </PlainButton>
                <PlainButton size="small" fill="outline" color="danger" onClick={() => void outbox.discard(item.id)}>
                  Discard
                </PlainButton>
              </div>
            )}
            {item.state === 'waiting' && (
              <div className="outbox-item__actions">
                <PlainButton size="small" fill="outline" color="danger" onClick={() => void outbox.discard(item.id)}>
                  Discard
                </PlainButton>
              </div>
            )}
            {open === item.id && <OutboxItemEditor item={item} onDone={() => setOpen(null)} />}
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
