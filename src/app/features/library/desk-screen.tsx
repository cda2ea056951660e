import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LIBRARY_PATHS } from '../../../domain/library/paths';
import { PageFrame } from '../../ui/page-frame';
import { DeskIssuePanel } from './desk-issue-panel';
import { DeskLossPanel } from './desk-loss-panel';
import { DeskReturnPanel } from './desk-return-panel';
import './library.css';
import './desk.css';

const TITLE = /*i18n*/ 'Issue and Return';
type Mode = 'issue' | 'return' | 'loss';

/**
 * The circulation desk: issue copies to a patron, or take copies back, by scanning; charge a copy lost or damaged. What the network lost waits in
 * the outbox and is sent with the moment it happened at the desk.
 */
export function DeskScreen() {
  const { i18n } = useLingui();
  const [mode, setMode] = useState<Mode>('issue');
  const modes: [Mode, string][] = [
    ['issue', i18n._('Issue')],
    ['return', i18n._('Return')],
    ['loss', i18n._('Lost or damaged')],
  ];
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <div className="library library-desk">
        <div className="library-desk__modes" role="group" aria-label={i18n._('Desk mode')}>
          {modes.map(([value, label]) => (
            <button
              key={value}
              type="button"
              className="library-desk__mode"
              aria-pressed={mode === value}
              onClick={() => setMode(value)}
            >
              {label}
            </button>
          ))}
        </div>
        {mode === 'issue' ? <DeskIssuePanel /> : mode === 'return' ? <DeskReturnPanel /> : <DeskLossPanel />}
        <p className="library__links">
          <Link to={LIBRARY_PATHS.libraryConflicts}>{i18n._('Circulation conflicts')}</Link>
        </p>
      </div>
    </PageFrame>
  );
}
