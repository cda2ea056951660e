import { cloudOfflineOutline } from './plain/public-icons';
import { PlainIcon } from './plain/plain-icon';

/**
 * Says plainly that the data shown comes from this device, and when it was fetched. The screen gives the sentence in
 * the page's language ('You are offline. Showing data saved on this device, fetched {fetched}.'): the banner is part
 * of the public results' first load, which keeps language modules out of shared controls.
 */
export function OfflineBanner({ text }: { text: string }) {
  return (
    <div className="offline-banner" role="status">
      <PlainIcon icon={cloudOfflineOutline} />
      <span>{text}</span>
    </div>
  );
}
