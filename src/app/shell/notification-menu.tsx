import { PlainIcon } from '../ui/plain/plain-icon';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { notificationsOutline } from 'ionicons/icons';
import { useMemo, useSyncExternalStore } from 'react';
import type { NotificationItem } from '../../domain/dashboards/dashboard-data';
import { storedText } from '../lib/stored-list';
import { useOnline } from '../lib/use-online';
import { AppLink } from '../ui/app-link';
import { shellQueries } from './shell-queries';
import { usePopup } from './use-dismiss';
import { dateText } from '../../domain/calendar/date-text';
import { useLocale } from '../i18n/use-locale';

/**
 * Which notifications this device has marked read (localStorage), as an external store: the server renders the menu
 * with none marked (it cannot see the device), React hydrates that and then renders this device's marks, without a
 * mismatch while hydrating the page. Another tab marking them read updates this one too.
 */
const seenMarks = storedText('erpSeenNotifications');
const seenListeners = new Set<() => void>();
function subscribeSeen(listener: () => void): () => void {
  seenListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    seenListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
const seenText = () => seenMarks.read() ?? '[]';
const noneSeen = () => '[]';
function parseSeen(text: string): Set<string> {
  try {
    const ids: unknown = JSON.parse(text);
    return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}
function writeSeen(ids: readonly string[]): void {
  seenMarks.write(JSON.stringify(ids.slice(-200)));
  for (const listener of seenListeners) listener();
}

/**
 * A notification's words in the page's language: the server's fixed titles and its details' messages (with their
 * figures) when the frame's catalogue has them, else as sent; a results notification's detail is the exam's title.
 */
const known = (i18n: I18n, id: string) => i18n.messages[id] !== undefined;
const titleOf = (i18n: I18n, item: NotificationItem) => (known(i18n, item.title) ? i18n._(item.title) : item.title);
const detailOf = (i18n: I18n, { detail, detailMessage: m }: NotificationItem) =>
  m && known(i18n, m.id) ? i18n._(m.id, m.values) : detail;

/** §2 notification menu: real items from the server (results, logins to create, other sign-ins) and this device's state. */
export function NotificationMenu() {
  const { i18n } = useLingui();
  const online = useOnline();
  const server = useQuery(shellQueries.notifications());
  const { open, setOpen, box, button } = usePopup();
  const seenRaw = useSyncExternalStore(subscribeSeen, seenText, noneSeen);
  const seen = useMemo(() => parseSeen(seenRaw), [seenRaw]);

  const items: NotificationItem[] = [
    ...(online
      ? []
      : [
          {
            id: 'offline',
            kind: 'security' as const,
            title: i18n._('You are offline'),
            detail: i18n._('Saved copies are shown; changes need a connection.'),
            at: null,
            to: null,
          },
        ]),
    ...(server.data ?? []),
  ];
  const unseen = items.filter((i) => !seen.has(i.id)).length;
  const markAllRead = () => writeSeen([...new Set([...seen, ...items.map((i) => i.id)])]);

  return (
    <div className="header-popup" ref={box}>
      <button
        ref={button}
        type="button"
        className="header-icon"
        aria-expanded={open}
        aria-controls="notification-menu"
        onClick={() => setOpen(!open)}
        aria-label={unseen ? i18n._('Notifications, {unseen} new', { unseen }) : i18n._('Notifications')}
      >
        <PlainIcon icon={notificationsOutline} />
        {unseen > 0 && (
          <span className="header-icon__count" aria-hidden="true">
            {unseen}
          </span>
        )}
      </button>
      <div
        id="notification-menu"
        className="header-popup__panel header-popup__panel--wide"
        hidden={!open}
        role="region"
        aria-label={i18n._('Notifications')}
      >
        <div className="header-popup__title">
          <h2>{i18n._('Notifications')}</h2>
          {unseen > 0 && (
            <button type="button" className="text-button" onClick={markAllRead}>
              {i18n._('Mark all as read')}
            </button>
          )}
        </div>
        {/* Drawn when opened, as the mega menu's panels are: the count on the bell is all a closed menu shows. */}
        {open && (
          <NotificationList
            items={items}
            seen={seen}
            failed={server.isError}
            loading={server.isPending}
            close={() => setOpen(false)}
          />
        )}
      </div>
    </div>
  );
}

function NotificationList({
  items,
  seen,
  failed,
  loading,
  close,
}: {
  items: NotificationItem[];
  seen: Set<string>;
  failed: boolean;
  loading: boolean;
  close: () => void;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <>
      {failed && <p className="hint">{i18n._('Notifications could not be loaded.')}</p>}
      {items.length === 0 && !loading && <p className="hint">{i18n._('Nothing new.')}</p>}
      <ul className="notification-list">
        {items.map((item) => {
          const body = (
            <>
              <span className="notification-list__title">
                {!seen.has(item.id) && (
                  <>
                    <span className="unread-dot" aria-hidden="true" />
                    <span className="visually-hidden">{i18n._('New:')} </span>
                  </>
                )}
                {titleOf(i18n, item)}
              </span>
              <span className="notification-list__detail">{detailOf(i18n, item)}</span>
              {item.at && (
                <time dateTime={item.at} className="notification-list__time">
                  {dateText(item.at, locale)}
                </time>
              )}
            </>
          );
          return (
            <li key={item.id}>
              {item.to ? (
                <AppLink to={item.to} className="notification-list__item" onNavigate={close}>
                  {body}
                </AppLink>
              ) : (
                <div className="notification-list__item">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
