import { useLingui } from '@lingui/react';
import type { Transcript } from '../../domain/memos/transcript';
import { translateKnown } from '../i18n/translate-known';
import './transcript-tables.css';

/** A transcript: its summary, then each semester's courses as a table with its SGPA. */
export function TranscriptTables({ t }: { t: Transcript }) {
  const { i18n } = useLingui();
  if (t.semesters.length === 0) return <p className="hint">{i18n._('The student has no published results.')}</p>;
  return (
    <>
      <TranscriptSummary t={t} />
      <SemesterTables t={t} />
    </>
  );
}

/** The CGPA and its percentage by the regulation, the credits earned of those to graduate, what is still to pass and the class. */
export function TranscriptSummary({ t }: { t: Transcript }) {
  const { i18n } = useLingui();
  return (
    <p className="transcript-summary">
      <span>{i18n._('CGPA {cgpa}', { cgpa: t.cgpa.toFixed(2) })}</span>
      {t.percentage !== undefined && (
        <span>
          {i18n._('Percentage {percentage}% ({rule})', { percentage: t.percentage.toFixed(2), rule: t.percentageRule })}
        </span>
      )}
      <span>
        {i18n._('Credits earned {earned} of {required}', { earned: t.creditsEarned, required: t.creditsRequired })}
      </span>
      <span>{t.backlogs === 0 ? i18n._('No backlogs') : i18n._('Backlogs {count}', { count: t.backlogs })}</span>
      <span>
        {t.awardedClass === null
          ? i18n._('Class: not awarded yet')
          : i18n._('Class: {awarded}', { awarded: translateKnown(i18n, t.awardedClass) })}
      </span>
    </p>
  );
}

/** Each semester's courses as a table, its SGPA and credits in the caption. */
export function SemesterTables({ t }: { t: Transcript }) {
  const { i18n } = useLingui();
  return (
    <>
      {t.semesters.map((s) => (
        <div
          key={s.semester}
          className="table-scroll"
          role="region"
          aria-label={i18n._('{semester}: SGPA {sgpa}', { semester: s.name, sgpa: s.sgpa.toFixed(2) })}
          tabIndex={0}
        >
          <table className="result-table">
            <caption>
              {i18n._('{semester}: SGPA {sgpa}, credits earned {earned} of {credits}', {
                semester: s.name,
                sgpa: s.sgpa.toFixed(2),
                earned: s.creditsEarned,
                credits: s.credits,
              })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{i18n._('Code')}</th>
                <th scope="col">{i18n._('Course')}</th>
                <th scope="col">{i18n._('Credits')}</th>
                <th scope="col">{i18n._('Grade')}</th>
                <th scope="col">{i18n._('Passed in')}</th>
              </tr>
            </thead>
            <tbody>
              {s.courses.map((c) => (
                <tr key={c.code}>
                  <td data-label={i18n._('Code')}>{c.code}</td>
                  <td data-label={i18n._('Course')}>{c.name}</td>
                  <td data-label={i18n._('Credits')}>{c.credits}</td>
                  <td data-label={i18n._('Grade')}>{c.grade}</td>
                  <td data-label={i18n._('Passed in')}>
                    {c.passed ? c.examMonth : i18n._('Not passed ({month})', { month: c.examMonth })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </>
  );
}
