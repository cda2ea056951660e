import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import { hasAnyRole } from '../../../domain/auth/access';
import { EXAM_WRITERS } from '../../../domain/exams/access';
import type { ExamCellSearch } from '../../../domain/exams/exam-cell-search';
import { MEMOS_PATH } from '../../../domain/memos/access';
import { RESULT_ANALYSIS_PATH } from '../../../domain/result-analysis/access';
import { withCatalogue } from '../../i18n/app-i18n';
import { currentUser } from '../../lib/session';
import { ExamCell } from './exam-cell';
import { ExamCellTabs } from './exam-cell-tabs';

/**
 * /app/Examinations/Exams: the exam cell defines exams, their timetables and who sits them; Authority roles read.
 * Its other tabs: memos and certificates, and result analysis (each checks its own readers). The route owns the
 * address (`search`, changed with `onSearch`): the tab, the exam open and its results tab.
 */
export function ExamCellScreen({
  search,
  onSearch,
}: {
  search: ExamCellSearch;
  onSearch: (next: Partial<ExamCellSearch>) => void;
}) {
  const { i18n } = useLingui();
  const tab = search.tab ?? 'exams';
  const user = currentUser();
  if (tab !== 'exams')
    return (
      <Suspense fallback={<p className="hint">{i18n._('Loading…')}</p>}>
        {tab === 'memos' ? (
          <MemosScreen tabs={<ExamCellTabs current={MEMOS_PATH} />} />
        ) : (
          <ResultAnalysisScreen tabs={<ExamCellTabs current={RESULT_ANALYSIS_PATH} />} />
        )}
      </Suspense>
    );
  if (!user) return null;
  return (
    <ExamCell
      writer={hasAnyRole(user.roles, EXAM_WRITERS)}
      open={search.exam ?? null}
      onOpen={(exam) => onSearch({ exam: exam ?? undefined })}
      resultsTab={search.results ?? 'processing'}
      onResultsTab={(results) => onSearch({ results })}
    />
  );
}

// The tabs come with their own chunk, when opened; the memos tab with memos' messages too (the `verify` catalogue's,
// which the verification page shares).
const MemosScreen = lazy(() =>
  withCatalogue('verify', () => import('./memos-screen'))().then((m) => ({ default: m.MemosScreen })),
);
const ResultAnalysisScreen = lazy(() =>
  import('./result-analysis-screen').then((m) => ({ default: m.ResultAnalysisScreen })),
);
