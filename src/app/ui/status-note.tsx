import type { ReactNode } from 'react';

/**
 * The green note of what a screen just did. It stays in the page while empty, taking no room (`.success-note:empty`),
 * so a screen reader announces each new note as it comes.
 */
export function StatusNote({ children, busy }: { children?: ReactNode; busy?: boolean }) {
  return (
    <p className="success-note" role="status" aria-busy={busy}>
      {children}
    </p>
  );
}
