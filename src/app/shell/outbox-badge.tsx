import { PlainIcon } from '../ui/plain/plain-icon';
import { useLingui } from '@lingui/react';
import { cloudUploadOutline } from 'ionicons/icons';
import { useOutboxPendingCount } from '../lib/offline/outbox/pending-count';
import { AppLink } from '../ui/app-link';
import { OUTBOX_PATHS } from '../../domain/outbox/paths';

/** The header's way to the Outbox: an icon with the number of this user's submissions not sent yet. */
export function OutboxBadge() {
  // Once the page is idle, the count follows the outbox, and what this user left waiting goes out (the signed-in frame
  // opens after every sign-in), and again whenever the device comes back online.
  const pending = useOutboxPendingCount();
  const { i18n } = useLingui();
  const label = pending === 0 ? i18n._('Outbox') : i18n._('Outbox, {pending} not sent yet', { pending });
  return (
    <AppLink to={OUTBOX_PATHS.outbox} className="header-icon outbox-badge">
      <PlainIcon icon={cloudUploadOutline} />
      <span className="visually-hidden">{label}</span>
      {pending > 0 && (
        <span className="header-icon__count" aria-hidden="true" data-testid="outbox-count">
          {pending > 99 ? '99+' : pending}
        </span>
      )}
    </AppLink>
  );
}
