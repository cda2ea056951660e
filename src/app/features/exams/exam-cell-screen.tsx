import { mayOpen } from '../../../domain/menus/screen-access';
import { APP_PATHS } from '../../../domain/routes/known-paths';
import { useSearch } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { hasAnyRole } from '../../../domain/auth/access';
import { EXAM_WRITERS } from '../../../domain/exams/access';
import { RESULT_ANALYSIS_PATH } from '../../../domain/result-analysis/access';
import { currentUser } from '../../lib/session';
import { NoPermission } from '../../ui/no-permission';
import { ExamCell } from './exam-cell';
import { ExamCellTabs, examCellTab, MEMOS_PATH } from './exam-cell-tabs';

/**
 * /app/Examinations/Exams: the exam cell defines exams, their timetables and who sits them; Authority roles read.
 * Its other tabs: memos and certificates, and result analysis (each checks its own readers).
 */
export function ExamCellScreen() {
  // The route parses no search (its schema would weigh on every page's first load): the tab is read here.
  const tab = examCellTab((useSearch({ strict: false }) as { tab?: unknown }).tab);
  const user = currentUser();
  if (tab !== 'exams')
    return (
      <Suspense fallback={<p className="hint">Loading…</p>}>
        {tab === 'memos' ? (
          <MemosScreen tabs={<ExamCellTabs current={MEMOS_PATH} />} />
        ) : (
          <ResultAnalysisScreen tabs={<ExamCellTabs current={RESULT_ANALYSIS_PATH} />} />
        )}
      </Suspense>
    );
  if (!user || !mayOpen(user.roles, APP_PATHS.examCell)) return <NoPermission title="Exam Cell" />;
  return <ExamCell writer={hasAnyRole(user.roles, EXAM_WRITERS)} />;
}

// The tabs come with their own chunk, when opened.
const MemosScreen = lazy(() => import('./memos-screen').then((m) => ({ default: m.MemosScreen })));
const ResultAnalysisScreen = lazy(() =>
  import('./result-analysis-screen').then((m) => ({ default: m.ResultAnalysisScreen })),
);
