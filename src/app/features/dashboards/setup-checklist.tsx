import { useQuery } from '@tanstack/react-query';
import { SETUP_STEPS } from '../../../domain/setup/setup-checklist';
import { AppLink } from '../../ui/app-link';
import { dashboardsQueries } from './dashboards-queries';

/**
 * The administrator's set-up checklist of a fresh college: each step links to its screen and is ticked by the
 * server once its data exists. Once every step is done it is not shown; until then it can be folded away.
 */
export function SetupChecklistSection() {
  const checklist = useQuery(dashboardsQueries.setupChecklist());
  if (!checklist.data || checklist.data.allDone) return null;
  const doneKeys = new Set(checklist.data.steps.filter((s) => s.done).map((s) => s.key));
  return (
    <section className="dashboard-section setup-checklist" aria-labelledby="setup-title">
      <details open>
        <summary>
          <h2 id="setup-title">Set up the college</h2>
          <span className="setup-checklist__count">
            {doneKeys.size} of {SETUP_STEPS.length} done
          </span>
        </summary>
        <ol className="setup-steps">
          {SETUP_STEPS.map((step) => {
            const done = doneKeys.has(step.key);
            return (
              <li key={step.key} className="setup-step" data-step={step.key} data-done={done}>
                <span className="setup-step__mark" aria-hidden="true">
                  {done ? '✓' : ''}
                </span>
                <AppLink to={step.to} className="setup-step__link">
                  <span className="setup-step__label">{step.label}</span>
                  <span className="setup-step__hint">{step.hint}</span>
                </AppLink>
                <span className="setup-step__state">{done ? 'Done' : 'To do'}</span>
              </li>
            );
          })}
        </ol>
      </details>
    </section>
  );
}
