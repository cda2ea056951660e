import type { Transcript } from '../../domain/memos/transcript';
import './transcript-tables.css';

/** A transcript: its summary, then each semester's courses as a table with its SGPA. */
export function TranscriptTables({ t }: { t: Transcript }) {
  if (t.semesters.length === 0) return <p className="hint">The student has no published results.</p>;
  return (
    <>
      <TranscriptSummary t={t} />
      <SemesterTables t={t} />
    </>
  );
}

/** The CGPA and its percentage by the regulation, the credits earned of those to graduate, what is still to pass and the class. */
export function TranscriptSummary({ t }: { t: Transcript }) {
  return (
    <p className="transcript-summary">
      <span>CGPA {t.cgpa.toFixed(2)}</span>
      {t.percentage !== undefined && (
        <span>
          Percentage {t.percentage.toFixed(2)}% ({t.percentageRule})
        </span>
      )}
      <span>
        Credits earned {t.creditsEarned} of {t.creditsRequired}
      </span>
      <span>{t.backlogs === 0 ? 'No backlogs' : `Backlogs ${t.backlogs}`}</span>
      <span>Class: {t.awardedClass ?? 'not awarded yet'}</span>
    </p>
  );
}

/** Each semester's courses as a table, its SGPA and credits in the caption. */
export function SemesterTables({ t }: { t: Transcript }) {
  return (
    <>
      {t.semesters.map((s) => (
        <div
          key={s.semester}
          className="table-scroll"
          role="region"
          aria-label={`${s.name}: SGPA ${s.sgpa.toFixed(2)}`}
          tabIndex={0}
        >
          <table className="result-table">
            <caption>
              {s.name}: SGPA {s.sgpa.toFixed(2)}, credits earned {s.creditsEarned} of {s.credits}
            </caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Course</th>
                <th scope="col">Credits</th>
                <th scope="col">Grade</th>
                <th scope="col">Passed in</th>
              </tr>
            </thead>
            <tbody>
              {s.courses.map((c) => (
                <tr key={c.code}>
                  <td data-label="Code">{c.code}</td>
                  <td data-label="Course">{c.name}</td>
                  <td data-label="Credits">{c.credits}</td>
                  <td data-label="Grade">{c.grade}</td>
                  <td data-label="Passed in">{c.passed ? c.examMonth : `Not passed (${c.examMonth})`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </>
  );
}
