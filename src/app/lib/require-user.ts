import { redirect } from '@tanstack/react-router';
import { currentUser } from './session';

/** §2 guard: without a parseable erpUser cookie, protected routes send the visitor to `/`. */
export function requireUser(): void {
  if (!currentUser()) throw redirect({ to: '/' });
}
