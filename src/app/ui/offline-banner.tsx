import { cloudOfflineOutline } from './plain/public-icons';
import { PlainIcon } from './plain/plain-icon';
import { dateTimeText } from '../../domain/calendar/date-text';

const fetchedWhen = (fetchedAt: number) => dateTimeText(fetchedAt);

/** Says plainly that the data shown comes from this device, and when it was fetched. */
export function OfflineBanner({ fetchedAt }: { fetchedAt: number }) {
  return (
    <div className="offline-banner" role="status">
      <PlainIcon icon={cloudOfflineOutline} />
      <span>You are offline. Showing data saved on this device, fetched {fetchedWhen(fetchedAt)}.</span>
    </div>
  );
}
