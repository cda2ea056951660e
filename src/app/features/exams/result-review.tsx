import { Trans, useLingui } from '@lingui/react';
import type { ExamResultsView } from './exams-queries';
import { GradeTable } from './grade-table';
import { ReviewLists } from './review-lists';

/** The Review tab: the processed exam's counts, its grade distribution and the lists to look over before publishing. */
export function Review({ examId, data }: { examId: number; data: ExamResultsView }) {
  const { i18n } = useLingui();
  const c = data.counts;
  const most = Math.max(1, ...(c?.distribution.map((d) => d.count) ?? []));
  return (
    <>
      {!c ? (
        <p className="hint">
          <Trans id="The exam has not been processed yet." />
        </p>
      ) : (
        <>
          <dl className="result-counts">
            {(
              [
                [/*i18n*/ 'Registered', c.registered],
                [/*i18n*/ 'Passed', c.passed],
                [/*i18n*/ 'Failed', c.failed],
                [/*i18n*/ 'Absent', c.absent],
                [/*i18n*/ 'With marks missing', c.withMissing],
              ] as const
            ).map(([label, n]) => (
              <div key={label}>
                <dt>{i18n._(label)}</dt>
                <dd>{n}</dd>
              </div>
            ))}
          </dl>
          <h4>
            <Trans id="Grade distribution" />
          </h4>
          <GradeTable rows={c.distribution} most={most} label={i18n._('Grade distribution')} />
        </>
      )}
      <ReviewLists examId={examId} data={data} />
    </>
  );
}
