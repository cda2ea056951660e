import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { linkHref } from '../../domain/routes/link-href';

interface Props {
  /** A route path as the product spells it, spaces included ("/app/reset Password"), or already encoded. */
  to: string;
  children: ReactNode;
  className?: string;
  onNavigate?: () => void;
  /** Marks the link of the page being shown (aria-current). */
  current?: boolean;
  /** The link's name when its text alone does not say where it leads (one of several "Internal" links). */
  'aria-label'?: string;
}

/** A real link (keyboard, middle-click, screen readers) that moves within the app without a reload. */
export function AppLink({ to, children, className, onNavigate, current = false, 'aria-label': label }: Props) {
  const navigate = useNavigate();
  const href = linkHref(to);
  const onClick = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate?.();
    void navigate({ href });
  };
  return (
    <a
      href={href}
      className={className}
      onClick={onClick}
      aria-current={current ? 'page' : undefined}
      aria-label={label}
    >
      {children}
    </a>
  );
}
