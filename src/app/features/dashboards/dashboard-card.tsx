import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import type { DashboardCard } from '../../../domain/dashboards/dashboard-data';
import '../../ui/dashboard.css';
import { RESULTS_PATHS } from '../../../domain/results/paths';

/** The signed-in person's own record: §2 faculty card (name, e-mail, department) or a student's. */
export function DashboardCardView({ card }: { card: DashboardCard }) {
  const { i18n } = useLingui();
  const facts: [string, string][] =
    card.kind === 'faculty'
      ? [
          [i18n._('Name'), card.name],
          [i18n._('E-mail'), card.email],
          [i18n._('Department'), card.department],
          [i18n._('Designation'), card.designation],
          [i18n._('Employee code'), card.code],
        ]
      : [
          [i18n._('Name'), card.name],
          [i18n._('Roll number'), card.rollNo],
          [i18n._('Branch'), card.branch],
          [i18n._('Batch'), card.batch],
          [i18n._('Regulation'), card.regulation],
        ];
  return (
    <section
      className="person-card"
      aria-label={card.kind === 'faculty' ? i18n._('Faculty card') : i18n._('Student card')}
    >
      <dl>
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {card.kind === 'student' && (
        <Link to={RESULTS_PATHS.myResults} className="person-card-link">
          {i18n._('My results')}
        </Link>
      )}
    </section>
  );
}
