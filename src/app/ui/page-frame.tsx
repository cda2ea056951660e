import { IonButtons, IonContent, IonHeader, IonPage, IonTitle, IonToolbar } from '@ionic/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A screen: toolbar with a home link and the title, then scrolling content in a readable column. */
export function PageFrame({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <IonPage>
      <IonHeader>
        <IonToolbar color="primary">
          <IonButtons slot="start">
            <Link to="/" className="toolbar-home" aria-label="Home">
              <img src="/icons/logo.svg" alt="" width={32} height={32} />
            </Link>
          </IonButtons>
          <IonTitle>
            <h1 className="toolbar-title">{title}</h1>
          </IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <main className={wide ? 'page-column page-column--wide' : 'page-column'}>{children}</main>
      </IonContent>
    </IonPage>
  );
}
