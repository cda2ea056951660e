import { Link } from '@tanstack/react-router';
import type { DashboardCard } from '../../../domain/dashboards/dashboard-data';
import '../../ui/dashboard.css';
import { RESULTS_PATHS } from '../../../domain/results/paths';

/** The signed-in person's own record: §2 faculty card (name, e-mail, department) or a student's. */
export function DashboardCardView({ card }: { card: DashboardCard }) {
  const facts: [string, string][] =
    card.kind === 'faculty'
      ? [
          ['Name', card.name],
          ['E-mail', card.email],
          ['Department', card.department],
          ['Designation', card.designation],
          ['Employee code', card.code],
        ]
      : [
          ['Name', card.name],
          ['Roll number', card.rollNo],
          ['Branch', card.branch],
          ['Batch', card.batch],
          ['Regulation', card.regulation],
        ];
  return (
    <section className="person-card" aria-label={card.kind === 'faculty' ? 'Faculty card' : 'Student card'}>
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
          My results
        </Link>
      )}
    </section>
  );
}
