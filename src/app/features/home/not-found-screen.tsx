import { useNavigate } from '@tanstack/react-router';
import { landingFor } from '../../../domain/auth/roles';
import { currentUser } from '../../lib/session';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';

/** §2 404 page; the server answers unknown paths with status 404 (§8). Go To Dashboard: the user's landing, or home. */
export function NotFoundScreen() {
  const navigate = useNavigate();
  const user = currentUser();
  const dashboard = user ? encodeURI(landingFor(user.roles)) : '/';
  return (
    <PageFrame title="Page Not Found">
      <div className="not-found">
        <h2>Oops, Page Not Found :(</h2>
        <p>The address may be mistyped, or the page has moved.</p>
        <PlainButton onClick={() => void navigate({ href: dashboard })}>Go To Dashboard</PlainButton>
      </div>
    </PageFrame>
  );
}
