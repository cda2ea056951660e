import { useNavigate, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { collegeDay } from '../../../domain/calendar/college-time';
import { CONCESSION_STATUSES } from '../../../domain/payments/concessions';
import { academicYearField, academicYearOf } from '../../../domain/payments/reimbursements';
import { SCHOLARSHIP_TABS, ScholarshipsScreen } from './scholarships-screen';

/** ?tab=, ?status= and ?year=: anything else falls back to the concessions waiting for approval, this year. */
const ScholarshipSearch = v.object({
  tab: v.fallback(v.picklist(SCHOLARSHIP_TABS), 'concessions'),
  status: v.fallback(v.picklist(CONCESSION_STATUSES), 'PROPOSED'),
  year: v.fallback(v.optional(academicYearField), undefined),
});

/** The scholarship and waiver screen with its address's search, read here with the screen's code. */
export function ScholarshipsRoute() {
  const search = v.parse(ScholarshipSearch, useSearch({ strict: false }));
  const navigate = useNavigate();
  const today = collegeDay(new Date());
  const view = { tab: search.tab, status: search.status, academicYear: search.year ?? academicYearOf(today), today };
  return (
    <ScholarshipsScreen
      view={view}
      onView={(next) => {
        const merged = { ...view, ...next };
        void navigate({
          to: '.',
          search: { tab: merged.tab, status: merged.status, year: merged.academicYear },
          replace: true,
        });
      }}
    />
  );
}
