import type { ReactNode } from 'react';
import { usePageI18n } from '../i18n/translate-known';
import { AppLink } from './app-link';
import './save-bar.css';

/** How the last save went: saved, kept in the outbox until the device is online, or refused. */
export type SaveOutcome = { tone: 'done' | 'queued' | 'refused'; text: string } | null;

/** The bar at the bottom of a long sheet (attendance, internal marks): the last save's outcome, a count, the button. */
export function SaveBar({ outcome, count, children }: { outcome: SaveOutcome; count: ReactNode; children: ReactNode }) {
  const i18n = usePageI18n();
  const refused = outcome?.tone === 'refused';
  return (
    <div className="save-bar">
      {outcome && (
        <p className={refused ? 'error-alert' : 'save-bar__outcome'} role={refused ? 'alert' : 'status'}>
          {outcome.text}
          {outcome.tone === 'queued' && (
            <>
              {' '}
              <AppLink to="/app/Outbox">{i18n._('Outbox')}</AppLink>
            </>
          )}
        </p>
      )}
      <span className="save-bar__count" aria-live="polite">
        {count}
      </span>
      {children}
    </div>
  );
}
