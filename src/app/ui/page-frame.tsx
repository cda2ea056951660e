import { Link } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { currentUser } from '../lib/session';

// Only signed-in users download the header and menus (public pages stay small on a cheap phone).
const SignedInFrame = lazy(() => import('../features/shell/signed-in-frame').then((m) => ({ default: m.SignedInFrame })));

interface Props {
  title: string;
  children: ReactNode;
  wide?: boolean;
}

/** A screen: the signed-in header and menus for a signed-in user, else a toolbar with a home link and the title. */
export function PageFrame({ title, children, wide = false }: Props) {
  const user = currentUser();
  if (user) {
    return (
      <Suspense fallback={<PublicFrame title={title} wide={wide}>{null}</PublicFrame>}>
        <SignedInFrame user={user} title={title} wide={wide}>{children}</SignedInFrame>
      </Suspense>
    );
  }
  return <PublicFrame title={title} wide={wide}>{children}</PublicFrame>;
}

/**
 * Public pages use plain elements rather than Ionic's page, header and content components: those stay in
 * the signed-in chunk, so a visitor's phone downloads and runs less before the first paint.
 */
function PublicFrame({ title, children, wide }: Props) {
  return (
    <div className="ion-page public-page">
      <header className="public-toolbar">
        <Link to="/" className="toolbar-home" aria-label="Home">
          <img src="/icons/logo.svg" alt="" width={32} height={32} />
        </Link>
        <h1 className="toolbar-title">{title}</h1>
      </header>
      <div className="public-content">
        <main className={wide ? 'page-column page-column--wide' : 'page-column'}>{children}</main>
      </div>
    </div>
  );
}
