import { Trans, useLingui } from '@lingui/react';
import { PlainButton } from '../../ui/plain/plain-button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ACHIEVEMENT_MESSAGES as M } from '../../../domain/achievements/messages';
import type { Achievement, AchievementInput } from '../../../domain/achievements/schemas';
import { isNetworkFailure } from '../../lib/http';
import { QUEUED_MESSAGE } from '../../lib/offline/outbox/queued-message';
import { currentUser, type ErpUser } from '../../lib/session';
import { translateKnown } from '../../i18n/translate-known';
import { PageFrame } from '../../ui/page-frame';
import { showToast } from '../../ui/toast';
import { AchievementFormModal } from './achievement-form-modal';
import { AchievementSearchModal, type AchievementSearch } from './achievement-search-modal';
import { AchievementsTable } from './achievements-table';
import { deleteAchievement, saveAchievement, type Submitted } from './achievements-api';
import { achievementsKeys, achievementsQueries } from './achievements-queries';
import { ErrorAlert } from '../../ui/error-alert';
import './achievements.css';

type Modal = { kind: 'search' } | { kind: 'new' } | { kind: 'edit'; achievement: Achievement } | null;

/** §2 Faculty Achievements: Search and New, the table, and modals for search, new and edit. */
export function AchievementsScreen() {
  const user = currentUser();
  if (!user) return null;
  return <Achievements user={user} />;
}

function Achievements({ user }: { user: ErpUser }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const ownOnly = user.roles.includes('ROLE_FACULTY') && user.roles.length === 1;
  const [search, setSearch] = useState<AchievementSearch | null>(
    ownOnly && user.program ? { facultyDept: user.program, facultyName: user.fullName } : null,
  );
  const [modal, setModal] = useState<Modal>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const list = useQuery({
    ...achievementsQueries.list(search?.facultyDept ?? '', search?.facultyName ?? ''),
    enabled: search !== null,
  });

  async function run<T>(work: () => Promise<Submitted<T>>, done: string, clearList: boolean) {
    setBusy(true);
    setFailure(null);
    try {
      const result = await work();
      setModal(null);
      void queryClient.invalidateQueries({ queryKey: achievementsKeys.all });
      // §4: edit or delete clears the displayed list after success.
      if (clearList) setSearch(null);
      void showToast(translateKnown(i18n, result.queued ? QUEUED_MESSAGE : done), {
        tone: result.queued ? 'medium' : 'success',
        duration: result.queued ? 8000 : undefined,
      });
    } catch (error) {
      // §8 failures are only logged by the seed; we also say what the server answered.
      console.error('Achievement call failed', error);
      const message = translateKnown(
        i18n,
        isNetworkFailure(error) ? QUEUED_MESSAGE : error instanceof Error ? error.message : String(error),
      );
      setFailure(message);
      if (modal === null) void showToast(message, { tone: 'danger' });
    } finally {
      setBusy(false);
    }
  }

  const onSave = (input: AchievementInput) =>
    void run(() => saveAchievement(input), input.id === undefined ? M.saved : M.edited, input.id !== undefined);
  const onDelete = (achievement: Achievement) => void run(() => deleteAchievement(achievement), M.deleted, true);

  return (
    <PageFrame title={i18n._('Faculty Achievements')} wide>
      <div className="achievements-actions">
        <PlainButton onClick={() => setModal({ kind: 'search' })}>
          <Trans id="Search" />
        </PlainButton>
        <PlainButton fill="outline" onClick={() => (setFailure(null), setModal({ kind: 'new' }))}>
          <Trans id="New" />
        </PlainButton>
      </div>
      {search && (
        <p className="hint" aria-live="polite">
          <Trans
            id="Achievements of {name}, {department}"
            values={{ name: search.facultyName, department: search.facultyDept }}
          />
        </p>
      )}
      {list.isError && (
        <ErrorAlert message={i18n._('The achievements could not be loaded. Check your connection and search again.')} />
      )}
      <AchievementsTable
        rows={search ? list.data : []}
        loading={search !== null && list.isPending}
        busy={busy}
        onEdit={(achievement) => (setFailure(null), setModal({ kind: 'edit', achievement }))}
        onDelete={onDelete}
      />
      {modal?.kind === 'search' && (
        <AchievementSearchModal
          initial={search ?? { facultyDept: '', facultyName: '' }}
          onSearch={(s) => (setSearch(s), setModal(null))}
          onClose={() => setModal(null)}
        />
      )}
      {(modal?.kind === 'new' || modal?.kind === 'edit') && (
        <AchievementFormModal
          editing={modal.kind === 'edit' ? modal.achievement : null}
          defaults={{
            departmentName:
              user.roles.includes('ROLE_HOD') || ownOnly ? (user.program ?? '') : (search?.facultyDept ?? ''),
            facultyName: '',
          }}
          onlyFaculty={ownOnly ? user.fullName : null}
          busy={busy}
          failure={failure}
          onSave={onSave}
          onClose={() => setModal(null)}
        />
      )}
    </PageFrame>
  );
}
