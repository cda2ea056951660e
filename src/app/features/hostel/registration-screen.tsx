import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LANDING_BY_ROLE } from '../../../domain/auth/roles';
import type { RegistrationSearch } from '../../../domain/hostel/registration-desk';
import { PageFrame } from '../../ui/page-frame';
import { AllotmentPanel } from './allotment-panel';
import { ApplicationsPanel } from './applications-panel';
import { registrationQueries } from './hostel-queries';
import { RoomFeesPanel } from './room-fees-panel';
import '../../ui/dashboard.css';
import './hostel.css';

const TITLE = /*i18n*/ 'Hostel Registration';

/**
 * The Hostel tile's "Registration", the incharge's desk: each room type's fee for the year, allotment by the rules
 * (preview, then apply), the applications by status with a bed given by hand, and the students whose admission asked
 * for the hostel but who have not applied.
 */
export function RegistrationScreen({
  search,
  onSearch,
}: {
  search: RegistrationSearch;
  onSearch: (next: RegistrationSearch) => void;
}) {
  const { i18n } = useLingui();
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <div className="hostel">
        <p className="hostel__links">
          <Link to={LANDING_BY_ROLE.ROLE_HOSTEL_INCHARGE}>{i18n._('Occupancy and beds (Hostel Management)')}</Link>
        </p>
        <RoomFeesPanel />
        <AllotmentPanel />
        <ApplicationsPanel search={search} onSearch={onSearch} />
        <ExpectedPanel />
      </div>
    </PageFrame>
  );
}

function ExpectedPanel() {
  const { i18n } = useLingui();
  const expected = useQuery(registrationQueries.expected());
  const students = expected.data?.students;
  return (
    <section className="dashboard-section" aria-labelledby="hostel-expected">
      <h2 id="hostel-expected">{i18n._('Asked for the hostel at admission, not applied yet')}</h2>
      {students?.length === 0 && <p className="hint">{i18n._('Everyone who asked has applied.')}</p>}
      <ul className="hostel-types">
        {students?.map((s) => (
          <li key={s.id}>
            {s.name} <span className="hint">{s.rollNo}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
