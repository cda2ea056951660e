import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
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
import type { Locale } from '../../../domain/i18n/locales';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';

function stateText(item: OutboxItem, i18n: I18n, locale: Locale): string {
  if (item.state === 'waiting') return i18n._('Waiting to be sent');
  if (item.state === 'sending') return i18n._('Sending…');
  if (item.state === 'sent')
    return item.sentAt ? i18n._('Sent {when}', { when: dateTimeText(item.sentAt, locale) }) : i18n._('Sent');
  return i18n._('Refused by the server');
}

/** The offline outbox: this user's submissions saved on this device, and what became of each. */
export function OutboxScreen() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const items = useOutboxItems();
  const online = useOnline();
  const [open, setOpen] = useState<string | null>(null);
  const waiting = (items ?? []).filter((i) => i.state === 'waiting').length;

  return (
    <PageFrame title="Outbox">
      <p className="lead">
        <Trans id="Submissions you made without a connection are kept on this device and sent for you when the network returns. Only you see them here." />
      </p>
      <div className="outbox-actions">
        <PlainButton disabled={!online || waiting === 0} onClick={() => void sendWaitingItems()}>
          <Trans id="Send now" />
        </PlainButton>
        <span role="status">
          {online
            ? i18n._('{waiting} waiting', { waiting })
            : i18n._('Offline: {waiting} waiting for a connection', { waiting })}
        </span>
      </div>
      {items && items.length === 0 && (
        <p>
          <Trans id="Nothing here: everything you submitted has reached the server." />
        </p>
      )}
      <ul className="outbox-list" aria-label={i18n._('Outbox items')}>
        {(items ?? []).map((item) => (
          <li key={item.id} className={`outbox-item outbox-item--${item.state}`} data-state={item.state}>
            <div className="outbox-item__head">
              <strong>{translateKnown(i18n, item.label)}</strong>
              <span className="outbox-item__state">{stateText(item, i18n, locale)}</span>
            </div>
            <div className="outbox-item__meta">
              <Trans id="Saved {when}" values={{ when: dateTimeText(item.createdAt, locale) }} />
            </div>
            {item.state === 'refused' && (
              <ErrorAlert message={item.message === null ? null : translateKnown(i18n, item.message)} />
            )}
            {item.state === 'refused' && open !== item.id && (
              <div className="outbox-item__actions">
                <PlainButton size="small" onClick={() => setOpen(item.id)}>
                  <Trans id="Open and correct" />
                </PlainButton>
                <PlainButton
                  size="small"
                  fill="outline"
                  onClick={() => void outbox.resend(item.id).then(sendWaitingItems)}
                >
                  <Trans id="Send again" />
                </PlainButton>
                <PlainButton size="small" fill="outline" color="danger" onClick={() => void outbox.discard(item.id)}>
                  <Trans id="Discard" />
                </PlainButton>
              </div>
            )}
            {item.state === 'waiting' && (
              <div className="outbox-item__actions">
                <PlainButton size="small" fill="outline" color="danger" onClick={() => void outbox.discard(item.id)}>
                  <Trans id="Discard" />
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
