import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { APPLICATION_STATUSES } from '../../../domain/hostel/registration';
import type { ApplicationLine } from '../../../domain/hostel/registration-answers';
import type { RegistrationSearch } from '../../../domain/hostel/registration-desk';
import { APPLICATION_STATUS_LABELS, waitReasonLabel } from '../../../domain/hostel/registration-words';
import { HOSTEL_GENDER_LABELS } from '../../../domain/hostel/structure';
import { currentUser } from '../../lib/session';
import { ErrorAlert } from '../../ui/error-alert';
import { Pager } from '../../ui/pager';
import { PlainButton } from '../../ui/plain/plain-button';
import { HandAllotForm } from './hand-allot-form';
import { registrationQueries } from './hostel-queries';

const genderLabel = (gender: string) =>
  gender === 'MALE' || gender === 'FEMALE' ? HOSTEL_GENDER_LABELS[gender] : gender;

/** The year's applications, by status (`?status=`), 50 a page (`?page=`), each waiting one allotted by hand. */
export function ApplicationsPanel({
  search,
  onSearch,
}: {
  search: RegistrationSearch;
  onSearch: (next: RegistrationSearch) => void;
}) {
  const { i18n } = useLingui();
  const user = currentUser()?.username ?? '';
  const answer = useQuery(registrationQueries.applications(user, search));
  const list = answer.data?.data;
  const [allotting, setAllotting] = useState<number | null>(null);
  return (
    <section className="dashboard-section" aria-labelledby="hostel-applications">
      <h2 id="hostel-applications">
        {list ? i18n._('Applications for {year}', { year: list.academicYear }) : i18n._('Applications')}
      </h2>
      <label className="hostel-filter">
        {i18n._('Show')}{' '}
        <select
          value={search.status ?? ''}
          onChange={(e) =>
            onSearch({ status: (e.target.value || undefined) as RegistrationSearch['status'], page: undefined })
          }
        >
          <option value="">{i18n._('Every application')}</option>
          {APPLICATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {i18n._(APPLICATION_STATUS_LABELS[s])}
            </option>
          ))}
        </select>
      </label>
      {answer.isError && (
        <ErrorAlert message={i18n._('The applications could not be loaded. Check your connection and try again.')} />
      )}
      {list?.applications.length === 0 && <p className="hint">{i18n._('No applications.')}</p>}
      <ul className="hostel-applications">
        {list?.applications.map((a) => (
          <li key={a.id} className="hostel-panel">
            <ApplicationSummary a={a} />
            {(a.status === 'APPLIED' || a.status === 'WAITLISTED') &&
              (allotting === a.id ? (
                <HandAllotForm application={a} onDone={() => setAllotting(null)} />
              ) : (
                <PlainButton fill="outline" onClick={() => setAllotting(a.id)}>
                  {i18n._('Allot a bed to {name}', { name: a.name })}
                </PlainButton>
              ))}
          </li>
        ))}
      </ul>
      {list && list.pages > 1 && (
        <Pager
          page={list.page}
          pages={list.pages}
          onPage={(page) => onSearch({ ...search, page })}
          className="hostel-pager"
        />
      )}
    </section>
  );
}

function ApplicationSummary({ a }: { a: ApplicationLine }) {
  const { i18n } = useLingui();
  return (
    <>
      <p className="hostel-application__who">
        <strong>{a.name}</strong> <span className="hint">{a.rollNo}</span>{' '}
        <span className={`hostel-status hostel-status--${a.status.toLowerCase()}`}>
          {i18n._(APPLICATION_STATUS_LABELS[a.status])}
        </span>
      </p>
      <p className="hint">
        {[
          i18n._(genderLabel(a.gender)),
          i18n._('Year {year}', { year: a.year }),
          a.category,
          i18n._('{km} km', { km: a.distanceKm }),
          a.preferences.map((p) => p.name).join(', ') || i18n._('Any'),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {a.bed && <p>{i18n._('Bed {bed} of room {room}, {block}', a.bed)}</p>}
      {a.waitReason && <p className="hint">{i18n._(waitReasonLabel(a.waitReason))}</p>}
      {a.rejectReason && <p className="hint">{a.rejectReason}</p>}
    </>
  );
}
