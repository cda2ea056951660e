import { Trans, useLingui } from '@lingui/react';
import { PlainButton } from '../../ui/plain/plain-button';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { AchievementSearchSchema } from '../../../domain/achievements/schemas';
import { translateKnown } from '../../i18n/translate-known';
import { ErrorAlert } from '../../ui/error-alert';
import { ModalDialog } from '../../ui/modal-dialog';
import { showToast } from '../../ui/toast';
import { achievementsQueries } from './achievements-queries';

export interface AchievementSearch {
  facultyDept: string;
  facultyName: string;
}

/** The Search modal of §2 Achievements: a department, then one of its faculty (§5 both needed). */
export function AchievementSearchModal({
  initial,
  onSearch,
  onClose,
}: {
  initial: AchievementSearch;
  onSearch: (s: AchievementSearch) => void;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const [search, setSearch] = useState(initial);
  const [message, setMessage] = useState<string | null>(null);
  const departments = useQuery(achievementsQueries.departments());
  const faculty = useQuery(achievementsQueries.faculty(search.facultyDept));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(AchievementSearchSchema, search);
    if (!parsed.success) {
      const problem = translateKnown(i18n, parsed.issues[0].message);
      setMessage(problem);
      void showToast(problem, { tone: 'danger' });
      return;
    }
    onSearch(parsed.output);
  };

  return (
    <ModalDialog open title={i18n._('Search Achievements')} onClose={onClose}>
      <form className="form-card" onSubmit={onSubmit} noValidate aria-label={i18n._('Search Achievements')}>
        <div className="select-field">
          <label htmlFor="achievement-search-dept">
            <Trans id="Department" />
          </label>
          <select
            id="achievement-search-dept"
            value={search.facultyDept}
            onChange={(e) => setSearch({ facultyDept: e.target.value, facultyName: '' })}
            aria-busy={departments.isPending || undefined}
          >
            <option value="">{i18n._('Select')}</option>
            {departments.data?.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </div>
        <div className="select-field">
          <label htmlFor="achievement-search-faculty">
            <Trans id="Faculty" />
          </label>
          <select
            id="achievement-search-faculty"
            value={search.facultyName}
            onChange={(e) => setSearch((s) => ({ ...s, facultyName: e.target.value }))}
          >
            <option value="">{faculty.isFetching ? i18n._('Loading…') : i18n._('Select')}</option>
            {faculty.data?.map((f) => (
              <option key={f.facultyEmail} value={f.facultyName}>
                {f.facultyName}
              </option>
            ))}
          </select>
        </div>
        <ErrorAlert message={message} as="div" />
        <PlainButton type="submit" expand="block">
          <Trans id="Search" />
        </PlainButton>
      </form>
    </ModalDialog>
  );
}
