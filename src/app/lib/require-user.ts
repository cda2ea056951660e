import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { signInHrefFor } from '../../domain/auth/sign-in-redirect';
import { currentUser } from './session';

/**
 * §5 route access: without a parseable erpUser cookie, a protected route sends the visitor to the sign-in
 * page of its module, which brings them back to the page they asked for.
 */
export function requireUser({ location }: { location: ParsedLocation }): void {
  if (!currentUser()) throw redirect({ href: signInHrefFor(location.href) });
}
