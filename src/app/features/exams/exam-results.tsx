import { Trans, useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { hasAnyRole } from '../../../domain/auth/access';
import { RESULT_AUTHORIZERS, RESULT_WITHDRAWERS } from '../../../domain/exams/access';
import type { ExamSubject } from '../../../domain/exams/exam-answers';
import type { ResultTab } from '../../../domain/exams/exam-cell-search';
import { RESULT_STAGE_LABELS } from '../../../domain/exams/processing';
import { EMPTY_GRACE, GraceFormSchema } from '../../../domain/exams/exam-forms';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';
import { refusalText } from '../../lib/refusal-text';
import { currentUser } from '../../lib/session';
import { confirmYes } from '../../ui/confirm-dialog';
import { PlainButton } from '../../ui/plain/plain-button';
import { NumberField } from '../../ui/form/number-field';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import {
  examKeys,
  giveGrace,
  regradeResults,
  resultDecision,
  resultQuery,
  resultStep,
  type ExamResultsView,
  type ResultStep,
} from './exams-queries';
import { ExamRevaluations } from './exam-revaluations';
import { Review } from './result-review';
import { Publication } from './exam-publication';
import { ErrorAlert } from '../../ui/error-alert';
import { StatusNote } from '../../ui/status-note';
import './exam-results.css';
import { dateTimeText } from '../../../domain/calendar/date-text';

const TABS: readonly { id: ResultTab; label: string }[] = [
  { id: 'processing', label: /*i18n*/ 'Processing' },
  { id: 'review', label: /*i18n*/ 'Review' },
  { id: 'publication', label: /*i18n*/ 'Publication' },
  { id: 'revaluation', label: /*i18n*/ 'Revaluation' },
];

/** A time of the results' log in the page's language ('' when there is none). */
function useWhen() {
  const locale = useLocale();
  return (iso: string | null) => (iso ? dateTimeText(iso, locale) : '');
}

/**
 * Results of an open exam: the exam cell processes (again after marks change) and gives grace marks; everyone who
 * reads the exam cell reviews counts, the grade distribution and missing marks; the exam cell requests
 * publication, the principal authorizes or rejects it, and the exam cell or the principal withdraws it. The tab is
 * the address's (`?results=`, kept by the route), so a link and a reload open the same one.
 */
export function ExamResults({
  examId,
  title,
  writer,
  subjects,
  tab,
  onTab,
}: {
  examId: number;
  title: string;
  writer: boolean;
  subjects: readonly ExamSubject[];
  tab: ResultTab;
  onTab: (tab: ResultTab) => void;
}) {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const when = useWhen();
  const roles = currentUser()?.roles ?? [];
  const authorizer = hasAnyRole(roles, RESULT_AUTHORIZERS);
  const withdrawer = hasAnyRole(roles, RESULT_WITHDRAWERS);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const view = useQuery(resultQuery(examId));
  const said = async ({ message }: { message: string }) => {
    setFailure(null);
    setNotice(translateKnown(i18n, message));
    await queryClient.invalidateQueries({ queryKey: examKeys.all });
  };
  const refused = async (e: unknown) => {
    setNotice(null);
    setFailure(await refusalText(e));
  };
  const step = useMutation({ mutationFn: (s: ResultStep) => resultStep(examId, s), onSuccess: said, onError: refused });
  const regrade = useMutation({ mutationFn: () => regradeResults(examId), onSuccess: said, onError: refused });
  const decide = useMutation({
    mutationFn: ({ what, reason }: { what: 'reject' | 'withdraw'; reason: string }) =>
      resultDecision(examId, what, reason),
    onSuccess: said,
    onError: refused,
  });
  const grace = useMutation({
    mutationFn: (body: Parameters<typeof giveGrace>[1]) => giveGrace(examId, body),
    onSuccess: said,
    onError: refused,
  });
  const pending = step.isPending || decide.isPending || grace.isPending || regrade.isPending;
  const data = view.data;
  return (
    <section aria-labelledby="exam-results-title">
      <h3 id="exam-results-title">
        <Trans id="Results" />
      </h3>
      <div className="tabs results-tabs" role="tablist" aria-label={i18n._('Results of the exam')}>
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`results-tab-${t.id}`}
            aria-controls="results-panel"
            aria-selected={tab === t.id}
            onClick={() => onTab(t.id)}
          >
            {i18n._(t.label)}
          </button>
        ))}
      </div>
      <div id="results-panel" role="tabpanel" aria-labelledby={`results-tab-${tab}`}>
        <p className="hint">
          {data?.stage ? i18n._(RESULT_STAGE_LABELS[data.stage]) : i18n._('Not processed yet')}
          {data?.processedAt ? i18n._(' · processed {when}', { when: when(data.processedAt) }) : ''}
        </p>
        <ErrorAlert message={failure} />
        <StatusNote>{step.isPending ? i18n._('Working…') : notice}</StatusNote>
        {!data ? (
          <p className="hint">{view.isError ? i18n._('The results could not be loaded.') : i18n._('Loading…')}</p>
        ) : tab === 'processing' ? (
          <Processing
            data={data}
            writer={writer}
            pending={pending}
            subjects={subjects}
            onProcess={() => step.mutate('process')}
            onRegrade={() => regrade.mutate()}
            onGrace={(body) => grace.mutate(body)}
          />
        ) : tab === 'review' ? (
          <Review examId={examId} data={data} />
        ) : tab === 'revaluation' ? (
          <ExamRevaluations examId={examId} writer={writer} />
        ) : (
          <Publication
            data={data}
            title={title}
            writer={writer}
            authorizer={authorizer}
            withdrawer={withdrawer}
            pending={pending}
            onStep={(s) => step.mutate(s)}
            onDecide={(what, reason) => decide.mutate({ what, reason })}
          />
        )}
      </div>
    </section>
  );
}

function Processing({
  data,
  writer,
  pending,
  subjects,
  onProcess,
  onRegrade,
  onGrace,
}: {
  data: ExamResultsView;
  writer: boolean;
  pending: boolean;
  subjects: readonly ExamSubject[];
  onProcess: () => void;
  onRegrade: () => void;
  onGrace: (body: { rollNo: string; subjectId: number; marks: number; reason: string }) => void;
}) {
  const { i18n } = useLingui();
  const when = useWhen();
  const form = useSchemaForm(GraceFormSchema, { initial: EMPTY_GRACE, onSubmit: onGrace });
  const open = data.stage !== 'published' && data.stage !== 'awaiting';
  return (
    <>
      <p className="hint">
        <Trans id="Processing totals each student's internal and external marks (with any grace marks), grades them by the regulation's scheme and pass rules, and works out SGPA, CGPA and backlogs. Students whose marks are not all in are listed on Review, not guessed. Process again after any change of marks." />
      </p>
      {writer && open && !data.rulesChanged && (
        <PlainButton disabled={pending} onClick={onProcess}>
          <Trans id="Process results" />
        </PlainButton>
      )}
      {writer && open && data.rulesChanged && (
        <>
          <p className="hint" role="note">
            <Trans id="The regulation's grading scheme or pass rules changed after these results were processed. They keep the grades they were processed with until you re-grade them; the exam's log records it." />
          </p>
          <PlainButton
            disabled={pending}
            onClick={async () => {
              if (await confirmYes(i18n._('Do you want to re-grade these results under the regulation’s new rules?')))
                onRegrade();
            }}
          >
            <Trans id="Re-grade under the new rules" />
          </PlainButton>
        </>
      )}
      <h4>
        <Trans id="Grace marks" />
      </h4>
      <p className="hint">
        <Trans
          id="At most {perSubject} in a subject and {perStudent} for a student in the exam; they count towards the external marks. 0 takes them off."
          values={{ perSubject: String(data.policy.perSubject), perStudent: String(data.policy.perStudent) }}
        />
      </p>
      {writer && open && (
        <form className="list-search" onSubmit={form.handleSubmit} noValidate>
          <TextField field={form.field('rollNo')} label={i18n._('Roll number')} />
          <SelectField
            field={form.field('subjectId')}
            label={i18n._('Subject for grace marks')}
            placeholder={i18n._('Choose the subject for grace marks')}
            options={subjects.map((s) => ({ value: String(s.id), label: `${s.code} ${s.name}` }))}
          />
          <NumberField field={form.field('marks')} label={i18n._('Grace marks')} />
          <TextField field={form.field('reason')} label={i18n._('Reason')} />
          <PlainButton type="submit" fill="outline" disabled={pending}>
            <Trans id="Save grace marks" />
          </PlainButton>
        </form>
      )}
      {data.grace.length === 0 ? (
        <p className="hint">
          <Trans id="No grace marks given." />
        </p>
      ) : (
        <div className="table-scroll" role="region" aria-label={i18n._('Grace marks given')} tabIndex={0}>
          <table className="result-table">
            <thead>
              <tr>
                <th scope="col">{i18n._('Roll number')}</th>
                <th scope="col">{i18n._('Subject')}</th>
                <th scope="col">{i18n._('Marks')}</th>
                <th scope="col">{i18n._('Reason')}</th>
                <th scope="col">{i18n._('Given')}</th>
              </tr>
            </thead>
            <tbody>
              {data.grace.map((g) => (
                <tr key={`${g.rollNo}-${g.code}`}>
                  <td data-label={i18n._('Roll number')}>{g.rollNo}</td>
                  <td data-label={i18n._('Subject')}>{g.code}</td>
                  <td data-label={i18n._('Marks')}>{g.marks}</td>
                  <td data-label={i18n._('Reason')}>{g.reason}</td>
                  <td data-label={i18n._('Given')}>{when(g.givenAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
