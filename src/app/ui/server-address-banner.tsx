import { useLayoutEffect, useRef } from 'react';
import { DEVELOPER_OPTIONS_MESSAGES as M } from '../../domain/tools/messages';
import { saveServerAddress } from '../lib/config';

/**
 * The warning every screen shows, public pages too, while Developer Options point this device at another server
 * (the root route loads it then, useOtherServerAddress): that server sees every call the app makes, so whoever uses
 * the device must be able to tell, and to go back. The server renders no banner: it cannot see the device's setting.
 */
export function ServerAddressBanner({ address }: { address: string }) {
  const banner = useRef<HTMLElement>(null);
  // The app's frame starts below the banner, whatever its height (it wraps on a phone).
  useLayoutEffect(() => {
    const node = banner.current;
    const root = document.documentElement;
    if (!node) return;
    const follow = () => root.style.setProperty('--server-banner-height', `${node.offsetHeight}px`);
    follow();
    const observer = new ResizeObserver(follow);
    observer.observe(node);
    root.classList.add('other-server');
    return () => {
      observer.disconnect();
      root.classList.remove('other-server');
      root.style.removeProperty('--server-banner-height');
    };
  }, []);
  const goBack = () => {
    saveServerAddress('');
    window.location.reload();
  };
  return (
    <aside ref={banner} className="server-banner" aria-label="Server address">
      <p>
        {M.otherServer} <strong>{address}</strong>
      </p>
      <button type="button" className="server-banner__button" onClick={goBack}>
        {M.backToOwnServer}
      </button>
    </aside>
  );
}
