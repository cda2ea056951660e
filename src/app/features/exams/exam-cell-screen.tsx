import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { hasAnyRole } from '../../../domain/auth/access';
import { EXAM_CELL_PATH, EXAM_READERS, EXAM_WRITERS } from '../../../domain/exams/access';
import { EXAM_TYPES, EXAM_TYPE_LABELS, type ExamInput } from '../../../domain/exams/exam';
import { EXAM_MESSAGES as M } from '../../../domain/exams/messages';
import { RESULT_STAGE_LABELS } from '../../../domain/exams/processing';
import { siteForCollege } from '../../../domain/home/college-variants';
import { collegeProfileQuery } from '../../lib/college-profile';
import { EXTERNAL_SITES } from '../../lib/config';
import { refusalText } from '../../lib/refusal-text';
import { currentUser } from '../../lib/session';
import { AppLink } from '../../ui/app-link';
import { MEMO_READERS } from '../../../domain/memos/access';
import { ANALYSIS_READERS, RESULT_ANALYSIS_PATH } from '../../../domain/result-analysis/access';
import { ChoiceSelect } from '../../ui/choice-select';
import { confirmYes } from '../../ui/confirm-dialog';
import { NoPermission } from '../../ui/no-permission';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { PlainTextField } from '../../ui/plain-text-field';
import { ExamForm } from './exam-form';
import { ExamRegistration } from './exam-registration';
import { ExamResults } from './exam-results';
import { ExamTimetable } from './exam-timetable';
import {
  createExam,
  deleteExam,
  dropSubject,
  examKeys,
  examQueries,
  placeSubject,
  registerStudents,
  updateExam,
} from './exams-queries';
import { ErrorAlert } from '../../ui/error-alert';
import { StatusNote } from '../../ui/status-note';

// The marks views load when an exam is opened, not with the exams list.
const ExamMarks = lazy(() => import('./exam-marks').then((m) => ({ default: m.ExamMarks })));
/** `?exam=ID`: the exam to open (a link to an exam's results, with `&results=review` or `publication`). */
const examInAddress = (): number | null => {
  const id = Number(new URLSearchParams(typeof location === 'undefined' ? '' : location.search).get('exam'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The exam cell screen's tabs: its exams (default), memos and certificates, result analysis. */
export const EXAM_CELL_TABS = ['exams', 'memos', 'analysis'] as const;
export type ExamCellTab = (typeof EXAM_CELL_TABS)[number];
/** The tab a `?tab=` asks for; the exams for anything else. */
export const examCellTab = (tab: unknown): ExamCellTab => EXAM_CELL_TABS.find((t) => t === tab) ?? 'exams';

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
  if (!user || !hasAnyRole(user.roles, EXAM_READERS)) return <NoPermission title="Exam Cell" />;
  return <ExamCell writer={hasAnyRole(user.roles, EXAM_WRITERS)} />;
}

// The tabs come with their own chunk, when opened.
const MemosScreen = lazy(() => import('./memos-screen').then((m) => ({ default: m.MemosScreen })));
const ResultAnalysisScreen = lazy(() =>
  import('./result-analysis-screen').then((m) => ({ default: m.ResultAnalysisScreen })),
);

function ExamCell({ writer }: { writer: boolean }) {
  const queryClient = useQueryClient();
  const [typedQ, setTypedQ] = useState('');
  const [search, setSearch] = useState({ q: '', examType: '' });
  const [typeChoice, setTypeChoice] = useState('');
  const [open, setOpen] = useState<number | null>(examInAddress);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const list = useQuery(examQueries.list(search.q, search.examType));
  const said = async ({ message }: { message: string }) => {
    setFailure(null);
    setNotice(message);
    await queryClient.invalidateQueries({ queryKey: examKeys.all });
  };
  const refused = async (e: unknown) => {
    setNotice(null);
    setFailure(await refusalText(e));
  };
  const make = useMutation({
    mutationFn: createExam,
    onSuccess: async (answer) => (setOpen(answer.row.id), said(answer)),
    onError: refused,
  });
  const remove = useMutation({
    mutationFn: deleteExam,
    onSuccess: async (answer) => (setOpen(null), said(answer)),
    onError: refused,
  });
  const rows = list.data?.rows ?? [];
  // A college's outside exam-cell site, when configured: an extra link, with the college code filled in.
  const outside = siteForCollege(EXTERNAL_SITES.examCell, useQuery(collegeProfileQuery()).data?.code ?? null);
  return (
    <PageFrame title="Exam Cell" wide>
      <ExamCellTabs current={EXAM_CELL_PATH} />
      {!writer && <p className="lead">You are reading the exam cell&apos;s exams; the exam cell changes them.</p>}
      {outside && (
        <p>
          <a href={outside} rel="noopener">
            The college&apos;s outside exam-cell site
          </a>
        </p>
      )}
      <section aria-labelledby="exams-title">
        <h2 id="exams-title">Exams</h2>
        <form
          className="list-search"
          onSubmit={(e) => {
            e.preventDefault();
            setSearch({ q: typedQ.trim(), examType: EXAM_TYPES[Number(typeChoice) - 1] ?? '' });
          }}
        >
          <PlainTextField name="q" label="Search titles" value={typedQ} onChange={setTypedQ} />
          <ChoiceSelect
            label="Type of exams shown"
            name="examType"
            value={typeChoice}
            options={EXAM_TYPES.map((t, i) => ({ value: i + 1, label: EXAM_TYPE_LABELS[t] }))}
            onChange={setTypeChoice}
          />
          <PlainButton type="submit" fill="outline">
            Search
          </PlainButton>
        </form>
        <ErrorAlert message={failure} />
        <StatusNote>{notice}</StatusNote>
        {list.isPending ? (
          <p className="hint">Loading…</p>
        ) : list.isError ? (
          <p className="error-alert">The exams could not be loaded. Check your connection and try again.</p>
        ) : rows.length === 0 ? (
          <p className="hint">{M.noData}</p>
        ) : (
          <div className="table-scroll" role="region" aria-label="Exams found" tabIndex={0}>
            <table className="result-table">
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Type</th>
                  <th scope="col">Subjects</th>
                  <th scope="col">Registered</th>
                  <th scope="col">Results</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} aria-current={row.id === open || undefined}>
                    <td data-label="Title">{row.title}</td>
                    <td data-label="Type">{EXAM_TYPE_LABELS[row.examType]}</td>
                    <td data-label="Subjects">{row.subjects}</td>
                    <td data-label="Registered">{row.registered}</td>
                    <td data-label="Results">{row.results ? RESULT_STAGE_LABELS[row.results] : ''}</td>
                    <td className="button-row" data-label="Actions">
                      <PlainButton
                        size="small"
                        fill="outline"
                        aria-label={`Open ${row.title}`}
                        onClick={() => (setOpen(row.id), setEditing(false))}
                      >
                        Open
                      </PlainButton>
                      {writer && (
                        <PlainButton
                          size="small"
                          fill="outline"
                          color="danger"
                          aria-label={`Delete ${row.title}`}
                          onClick={async () => {
                            if (await confirmYes(`Do you want to delete ${row.title}?`)) remove.mutate(row.id);
                          }}
                        >
                          Delete
                        </PlainButton>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {open !== null && (
        <OpenExam
          key={open}
          id={open}
          writer={writer}
          editing={editing}
          onEdit={setEditing}
          onSaid={said}
          onRefused={refused}
        />
      )}
      {writer && open === null && (
        <ExamForm editing={null} pending={make.isPending} onSave={(input: ExamInput) => make.mutate(input)} />
      )}
      {writer && open !== null && (
        <p>
          <PlainButton fill="outline" onClick={() => setOpen(null)}>
            Define another exam
          </PlainButton>
        </p>
      )}
    </PageFrame>
  );
}

function OpenExam({
  id,
  writer,
  editing,
  onEdit,
  onSaid,
  onRefused,
}: {
  id: number;
  writer: boolean;
  editing: boolean;
  onEdit: (editing: boolean) => void;
  onSaid: (answer: { message: string }) => Promise<void>;
  onRefused: (e: unknown) => Promise<void>;
}) {
  const view = useQuery(examQueries.one(id));
  const change = useMutation({
    mutationFn: (input: ExamInput) => updateExam(id, input),
    onSuccess: async (answer) => (onEdit(false), onSaid(answer)),
    onError: onRefused,
  });
  const place = useMutation({
    mutationFn: ({ subjectId, slot }: { subjectId: number; slot: Parameters<typeof placeSubject>[2] }) =>
      placeSubject(id, subjectId, slot),
    onSuccess: onSaid,
    onError: onRefused,
  });
  const drop = useMutation({
    mutationFn: (subjectId: number) => dropSubject(id, subjectId),
    onSuccess: onSaid,
    onError: onRefused,
  });
  const register = useMutation({ mutationFn: () => registerStudents(id), onSuccess: onSaid, onError: onRefused });
  if (!view.data) return <p className="hint">{view.isError ? M.examNotFound : 'Loading…'}</p>;
  const { exam } = view.data;
  return (
    <section aria-labelledby="open-exam-title">
      <h2 id="open-exam-title">{exam.title}</h2>
      <p className="hint">
        {exam.degree} · {exam.regulation} · {EXAM_TYPE_LABELS[exam.examType]} · {view.data.registered} registered
      </p>
      {writer &&
        (editing ? (
          <ExamForm
            editing={exam}
            pending={change.isPending}
            onSave={(input) => change.mutate(input)}
            onCancel={() => onEdit(false)}
          />
        ) : (
          <PlainButton fill="outline" onClick={() => onEdit(true)}>
            Change the exam
          </PlainButton>
        ))}
      <ExamTimetable
        view={view.data}
        writer={writer}
        pending={place.isPending}
        onPlace={(subjectId, slot) => place.mutate({ subjectId, slot })}
        onDrop={async (subjectId, code) => {
          if (await confirmYes(`Do you want to take ${code} off the timetable?`)) drop.mutate(subjectId);
        }}
      />
      <ExamRegistration examId={id} writer={writer} pending={register.isPending} onRegister={() => register.mutate()} />
      {view.data.registered > 0 && (
        <Suspense fallback={<p className="hint">Loading…</p>}>
          <ExamMarks examId={id} writer={writer} />
        </Suspense>
      )}
      <ExamResults examId={id} title={exam.title} writer={writer} subjects={view.data.subjects} />
    </section>
  );
}

/** The tab of memos and certificates (no menu links to it: the exam cell opens it here). */
const MEMOS_PATH = `${EXAM_CELL_PATH}?tab=memos`;

const TABS = [
  { to: EXAM_CELL_PATH, label: 'Exams', access: EXAM_READERS },
  { to: MEMOS_PATH, label: 'Memos and certificates', access: MEMO_READERS },
  { to: RESULT_ANALYSIS_PATH, label: 'Result analysis', access: ANALYSIS_READERS },
];

/** The exam cell's screens side by side, each shown to those who may open it. */
function ExamCellTabs({ current }: { current: string }) {
  const roles = currentUser()?.roles ?? [];
  const shown = TABS.filter((t) => hasAnyRole(roles, t.access));
  if (shown.length < 2) return null;
  return (
    <nav className="exam-cell-tabs" aria-label="Exam cell">
      {shown.map((t) => (
        <AppLink key={t.to} to={t.to} current={t.to === current}>
          {t.label}
        </AppLink>
      ))}
    </nav>
  );
}
