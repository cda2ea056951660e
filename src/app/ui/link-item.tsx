import { IonIcon } from '@ionic/react';
import { chevronForwardOutline } from 'ionicons/icons';
import { AppLink } from './app-link';

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
        <IonIcon icon={icon} aria-hidden="true" className="link-row__icon" />
        <span className="link-row__label">{label}</span>
        <IonIcon icon={chevronForwardOutline} aria-hidden="true" className="link-row__chevron" />
      </AppLink>
    </li>
  );
}
