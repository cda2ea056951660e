import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { SETUP_CHECKLIST_HREF } from '../../../domain/auth/first-admin';
import { SETUP_STATE_LABELS, SETUP_STEPS, type SetupStepState } from '../../../domain/setup/setup-checklist';
import { AppLink } from '../../ui/app-link';
import { dashboardsQueries } from './dashboards-queries';
import './setup-checklist.css';

/**
 * The administrator's set-up checklist of a fresh college: each step says what it unlocks, links to its screen and
 * is ticked by the server from what the database holds; a step waiting on another person says whom, and one done on
 * another role's screen names that role instead of linking to a screen the administrator cannot open. Once every
 * step is done it is not shown; until then it can be folded away.
 */
export function SetupChecklistSection() {
  const { i18n } = useLingui();
  const checklist = useQuery(dashboardsQueries.setupChecklist());
  if (!checklist.data || checklist.data.allDone) return null;
  const stateOf = new Map<string, SetupStepState>(checklist.data.steps.map((s) => [s.key, s.state]));
  const done = checklist.data.steps.filter((s) => s.state === 'done').length;
  return (
    <section
      id={SETUP_CHECKLIST_HREF.split('#')[1]}
      className="dashboard-section setup-checklist"
      aria-labelledby="setup-title"
    >
      <details open>
        <summary>
          <h2 id="setup-title">{i18n._('Set up the college')}</h2>
          <span className="setup-checklist__count">
            {i18n._('{done} of {total} done', { done, total: SETUP_STEPS.length })}
          </span>
        </summary>
        <p className="setup-checklist__intro">
          {i18n._(
            'You are the college’s first administrator. Take these steps in order: each opens the screen that does it and is ticked once the college’s data is there. Some wait on a second signatory, another person (the principal, or a second administrator) who authorizes what you propose, so that no regulation, subject or result is made final by one person alone.',
          )}
        </p>
        <ol className="setup-steps">
          {SETUP_STEPS.map((step) => {
            const state = stateOf.get(step.key) ?? 'todo';
            const waitingOn = 'waitingOn' in step ? step.waitingOn : undefined;
            const what = (
              <>
                <span className="setup-step__label">{i18n._(step.label)}</span>
                <span className="setup-step__hint">{i18n._(step.hint)}</span>
              </>
            );
            return (
              <li key={step.key} className="setup-step" data-step={step.key} data-state={state}>
                <span className="setup-step__mark" aria-hidden="true">
                  {state === 'done' ? '✓' : state === 'waiting' ? '…' : ''}
                </span>
                <div className="setup-step__body">
                  {step.to === null ? (
                    <p className="setup-step__link">{what}</p>
                  ) : (
                    <AppLink to={step.to} className="setup-step__link">
                      {what}
                    </AppLink>
                  )}
                  <p className="setup-step__unlocks">{i18n._('Unlocks: {what}', { what: i18n._(step.unlocks) })}</p>
                  {'note' in step && <p className="setup-step__note">{i18n._(step.note)}</p>}
                </div>
                <span className="setup-step__state">
                  {i18n._(state === 'waiting' && waitingOn ? waitingOn : SETUP_STATE_LABELS[state])}
                </span>
              </li>
            );
          })}
        </ol>
      </details>
    </section>
  );
}
