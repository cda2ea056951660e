import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EXAM_CELL_PATH } from '../../../domain/exams/access';
import type { ResultTab } from '../../../domain/exams/exam-cell-search';
import type { ExamInput } from '../../../domain/exams/exam';
import { siteForCollege } from '../../../domain/home/college-variants';
import { collegeProfileQuery } from '../../lib/college-profile';
import { EXTERNAL_SITES } from '../../lib/config';
import { ErrorAlert } from '../../ui/error-alert';
import { translateKnown } from '../../i18n/translate-known';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { StatusNote } from '../../ui/status-note';
import { useExamCellReplies, useExamListActions } from './exam-cell-actions';
import { ExamCellTabs } from './exam-cell-tabs';
import { ExamForm } from './exam-form';
import { ExamsList } from './exams-list';
import { OpenExam } from './open-exam';

/**
 * The exams tab: the exams list, the exam open below it, and for the exam cell the form that defines one. The exam
 * open and its results tab are the address's (`?exam=ID&results=…`), so a link and a reload open them again.
 */
export function ExamCell({
  writer,
  open,
  onOpen: setOpen,
  resultsTab,
  onResultsTab,
}: {
  writer: boolean;
  open: number | null;
  onOpen: (exam: number | null) => void;
  resultsTab: ResultTab;
  onResultsTab: (tab: ResultTab) => void;
}) {
  const { i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const replies = useExamCellReplies();
  const { make, makeRefusal, remove } = useExamListActions(replies, setOpen);
  // A college's outside exam-cell site, when configured: an extra link, with the college code filled in.
  const outside = siteForCollege(EXTERNAL_SITES.examCell, useQuery(collegeProfileQuery()).data?.code ?? null);
  return (
    <PageFrame title={i18n._('Exam Cell')} wide>
      <ExamCellTabs current={EXAM_CELL_PATH} />
      {!writer && (
        <p className="lead">{i18n._("You are reading the exam cell's exams; the exam cell changes them.")}</p>
      )}
      {outside && (
        <p>
          <a href={outside} rel="noopener">
            {i18n._("The college's outside exam-cell site")}
          </a>
        </p>
      )}
      <ExamsList
        writer={writer}
        open={open}
        replies={
          <>
            <ErrorAlert message={replies.failure} />
            {/* The server's words after a change: translated when a catalogue has them. */}
            <StatusNote>{replies.notice && translateKnown(i18n, replies.notice)}</StatusNote>
          </>
        }
        onOpen={(id) => (setOpen(id), setEditing(false))}
        onDelete={(id) => remove.mutate(id)}
      />
      {open !== null && (
        <OpenExam
          key={open}
          id={open}
          writer={writer}
          editing={editing}
          onEdit={setEditing}
          replies={replies}
          resultsTab={resultsTab}
          onResultsTab={onResultsTab}
        />
      )}
      {writer && open === null && (
        <ExamForm
          editing={null}
          pending={make.isPending}
          refusal={makeRefusal}
          onSave={(input: ExamInput) => make.mutate(input)}
        />
      )}
      {writer && open !== null && (
        <p>
          <PlainButton fill="outline" onClick={() => setOpen(null)}>
            {i18n._('Define another exam')}
          </PlainButton>
        </p>
      )}
    </PageFrame>
  );
}
