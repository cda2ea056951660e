import { chevronForwardOutline } from './plain/public-icons';
import { AppLink } from './app-link';
import { PlainIcon } from './plain/plain-icon';

interface Props {
  /** The route path (spaces and all) or the address as the browser shows it. */
  href: string;
  label: string;
  icon: string;
}

/**
 * A list row that is a real link (keyboard, middle-click, screen readers: list › listitem › link) and
 * still moves within the app without reloading it. Plain elements: Ionic's item is large for a list row.
 */
export function LinkItem({ href, label, icon }: Props) {
  return (
    <li>
      <AppLink to={href} className="link-row">
        <PlainIcon icon={icon} className="link-row__icon" />
        <span className="link-row__label">{label}</span>
        <PlainIcon icon={chevronForwardOutline} className="link-row__chevron" />
      </AppLink>
    </li>
  );
}
