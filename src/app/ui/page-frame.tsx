import { Link } from '@tanstack/react-router';
import { createContext, Suspense, use, type ReactNode } from 'react';
import { currentUser, type ErpUser } from '../lib/session';
import { AppReady } from './app-ready';

interface Props {
  title: string;
  children: ReactNode;
  wide?: boolean;
  /** The toolbar's picture on a public page: the college's uploaded logo (default: the app's icon). */
  logo?: string | null;
}

/**
 * The signed-in header and menus (src/app/shell), which ui may not import: the root route provides them,
 * loaded on demand so that only signed-in users download them (public pages stay small on a cheap phone).
 */
export const SignedInFrameContext = createContext<((props: Props & { user: ErpUser }) => ReactNode) | null>(null);

/** A screen: the signed-in header and menus for a signed-in user, else a toolbar with a home link and the title. */
export function PageFrame({ title, children, wide = false, logo = null }: Props) {
  const user = currentUser();
  const signedInFrame = use(SignedInFrameContext);
  if (user && signedInFrame) {
    return (
      <Suspense
        fallback={
          <PublicFrame title={title} wide={wide}>
            {null}
          </PublicFrame>
        }
      >
        {signedInFrame({ user, title, wide, children })}
        <AppReady frame />
      </Suspense>
    );
  }
  return (
    <PublicFrame title={title} wide={wide} logo={logo}>
      {children}
    </PublicFrame>
  );
}

/**
 * Public pages use plain elements rather than Ionic's page, header and content components: those stay in
 * the signed-in chunk, so a visitor's phone downloads and runs less before the first paint.
 */
function PublicFrame({ title, children, wide, logo }: Props) {
  return (
    <div className="ion-page public-page">
      <header className="public-toolbar">
        <Link to="/" className="toolbar-home" aria-label="Home">
          <img src={logo ?? '/icons/logo.svg'} alt="" width={32} height={32} className="toolbar-logo" />
        </Link>
        <h1 className="toolbar-title">{title}</h1>
      </header>
      <div className="public-content">
        <main className={wide ? 'page-column page-column--wide' : 'page-column'}>{children}</main>
      </div>
    </div>
  );
}
