import { useLingui } from '@lingui/react';
import { hasAnyRole } from '../../../domain/auth/access';
import { EXAM_CELL_PATH, EXAM_READERS } from '../../../domain/exams/access';
import { MEMO_READERS, MEMOS_PATH } from '../../../domain/memos/access';
import { ANALYSIS_READERS, RESULT_ANALYSIS_PATH } from '../../../domain/result-analysis/access';
import { currentUser } from '../../lib/session';
import { AppLink } from '../../ui/app-link';

const TABS = [
  { to: EXAM_CELL_PATH, label: /*i18n*/ 'Exams', access: EXAM_READERS },
  { to: MEMOS_PATH, label: /*i18n*/ 'Memos and certificates', access: MEMO_READERS },
  { to: RESULT_ANALYSIS_PATH, label: /*i18n*/ 'Result analysis', access: ANALYSIS_READERS },
];

/** The exam cell's screens side by side, each shown to those who may open it. */
export function ExamCellTabs({ current }: { current: string }) {
  const { i18n } = useLingui();
  const roles = currentUser()?.roles ?? [];
  const shown = TABS.filter((t) => hasAnyRole(roles, t.access));
  if (shown.length < 2) return null;
  return (
    <nav className="exam-cell-tabs" aria-label={i18n._('Exam cell')}>
      {shown.map((t) => (
        <AppLink key={t.to} to={t.to} current={t.to === current}>
          {i18n._(t.label)}
        </AppLink>
      ))}
    </nav>
  );
}
