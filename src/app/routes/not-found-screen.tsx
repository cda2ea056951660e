import { useLingui } from '@lingui/react';
import { useNavigate } from '@tanstack/react-router';
import { landingFor } from '../../domain/auth/roles';
import { currentUser } from '../lib/session';
import { PageFrame } from '../ui/page-frame';
import { PlainButton } from '../ui/plain/plain-button';

/**
 * §2 404 page; the server answers unknown paths with status 404 (§8). Go To Dashboard: the user's landing, or home.
 * The root route draws it on any page's first load, so its words are the shared (`common`) catalogue's, which the
 * root route loads anyway: marked in the home catalogue, they would pull that catalogue into every page's first load
 * or leave a 404 opened directly in English. The entry already has Lingui's provider and `useLingui` (the public
 * results screens use it); the words go through `i18n._` rather than `<Trans>`, so the entry needs nothing more of
 * Lingui and grows by the calls alone.
 */
export function NotFoundScreen() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const user = currentUser();
  const dashboard = user ? encodeURI(landingFor(user.roles)) : '/';
  return (
    <PageFrame title={i18n._('Page Not Found')}>
      <div className="not-found">
        <h2>{i18n._('Oops, Page Not Found :(')}</h2>
        <p>{i18n._('The address may be mistyped, or the page has moved.')}</p>
        <PlainButton onClick={() => void navigate({ href: dashboard })}>{i18n._('Go To Dashboard')}</PlainButton>
      </div>
    </PageFrame>
  );
}
