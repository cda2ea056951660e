import { cloudOfflineOutline } from './plain/public-icons';
import { PlainIcon } from './plain/plain-icon';

/**
 * Made when a banner is first shown, not when the module loads: building a date format takes tens of milliseconds on
 * a phone, and this module is part of every page's first script (no long tasks).
 */
let formatter: Intl.DateTimeFormat | undefined;
const fetchedWhen = (fetchedAt: number) =>
  (formatter ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })).format(
    new Date(fetchedAt),
  );

/** Says plainly that the data shown comes from this device, and when it was fetched. */
export function OfflineBanner({ fetchedAt }: { fetchedAt: number }) {
  return (
    <div className="offline-banner" role="status">
      <PlainIcon icon={cloudOfflineOutline} />
      <span>You are offline. Showing data saved on this device, fetched {fetchedWhen(fetchedAt)}.</span>
    </div>
  );
}
