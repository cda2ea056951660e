import { IonIcon, IonItem, IonLabel } from '@ionic/react';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

interface Props {
  /** The address as the browser shows it, e.g. /results/B.Tech%20II%20Year… */
  href: string;
  label: string;
  icon: string;
}

/**
 * A list row that is a real link (keyboard, middle-click, screen readers: list › listitem › link) and
 * still moves within the app without reloading it.
 */
export function LinkItem({ href, label, icon }: Props) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate({ href });
  };
  return (
    <IonItem href={href} onClick={onClick} detail lines="full">
      <IonIcon icon={icon} slot="start" aria-hidden="true" />
      <IonLabel className="ion-text-wrap">{label}</IonLabel>
    </IonItem>
  );
}
