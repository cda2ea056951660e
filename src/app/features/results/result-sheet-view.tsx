import { useLingui } from '@lingui/react';
import {
  markText,
  percentText,
  sgpaLabel,
  sheetHasMarks,
  sheetSgpas,
  type ResultSheet,
} from '../../../domain/results/result-sheet';
import { RESULT_SHEET_LABELS as L } from '../../../domain/results/result-sheet-labels';
import { revaluationNoteIn } from '../../../domain/results/revaluation-note';

/**
 * §2 result sheet: student facts and the figures, each labelled for what it is (the SGPA of each semester whose
 * courses it holds, the CGPA to date under §3's 'CGPA', its percentage by the regulation), then one row per course
 * with its marks when published with them; F in red, Pass in green (§9).
 */
export function ResultSheetView({ sheet }: { sheet: ResultSheet }) {
  const { i18n } = useLingui();
  const t = (id: string, values?: Record<string, string | number>) => i18n._(id, values);
  const sgpas = sheetSgpas(sheet);
  const withMarks = sheetHasMarks(sheet);
  return (
    <section className="result-sheet" aria-label={i18n._('Result sheet')}>
      <dl className="result-facts">
        <div>
          <dt>{t(L.studentName)}</dt>
          <dd data-testid="student-name">{sheet.studentName}</dd>
        </div>
        <div>
          <dt>{t(L.rollNumber)}</dt>
          <dd data-testid="student-roll">{sheet.studentRollNo}</dd>
        </div>
        <div>
          <dt>{t(L.totalCredits)}</dt>
          <dd>{sheet.totalCredits}</dd>
        </div>
        <div>
          <dt>{t(L.earnedCredits)}</dt>
          <dd>{sheet.earnedCredits}</dd>
        </div>
        <div>
          <dt>{t(L.passed)}</dt>
          <dd>{sheet.passCount}</dd>
        </div>
        <div>
          <dt>{t(L.failed)}</dt>
          <dd>{sheet.failCount}</dd>
        </div>
        {sgpas.map((s) => (
          <div className="result-facts__sgpa" key={s.semester ?? 0}>
            <dt>{sgpaLabel(s.semester, t)}</dt>
            <dd data-testid={sgpas.length === 1 ? 'sgpa' : `sgpa-semester-${String(s.semester)}`}>
              {s.sgpa.toFixed(2)}
            </dd>
          </div>
        ))}
        {sheet.cgpa !== undefined && (
          <div className="result-facts__sgpa">
            <dt>{t(L.cgpa)}</dt>
            <dd data-testid="cgpa">{sheet.cgpa.toFixed(2)}</dd>
          </div>
        )}
        {sheet.percentage !== undefined && (
          <div className="result-facts__sgpa">
            <dt>{t(L.percentage)}</dt>
            <dd data-testid="percentage">{percentText(sheet.percentage)}</dd>
          </div>
        )}
      </dl>
      <div className="table-scroll" role="region" aria-label={i18n._('Courses')} tabIndex={0}>
        <table className="result-table">
          <thead>
            <tr>
              <th scope="col">{t(L.courseCode)}</th>
              <th scope="col">{t(L.course)}</th>
              {withMarks && (
                <>
                  <th scope="col">{t(L.internal)}</th>
                  <th scope="col">{t(L.external)}</th>
                  <th scope="col">{t(L.total)}</th>
                </>
              )}
              <th scope="col">{t(L.credits)}</th>
              <th scope="col">{t(L.grade)}</th>
              <th scope="col">{t(L.gradePoints)}</th>
              <th scope="col">{t(L.status)}</th>
            </tr>
          </thead>
          <tbody>
            {sheet.listofRecords.map((r) => (
              <tr key={r.courseCode}>
                <td data-label={t(L.courseCode)}>{r.courseCode}</td>
                <td data-label={t(L.course)}>{r.course}</td>
                {withMarks && (
                  <>
                    <td data-label={t(L.internal)}>{markText(r.internal)}</td>
                    <td data-label={t(L.external)}>{markText(r.external)}</td>
                    <td data-label={t(L.total)}>{markText(r.total)}</td>
                  </>
                )}
                <td data-label={t(L.credits)}>{r.credits}</td>
                <td data-label={t(L.grade)} className={r.grade === 'F' ? 'grade-fail' : undefined}>
                  {r.revaluation ? (
                    <span className="graded">
                      {r.grade}
                      <small className="revaluation-note">{revaluationNoteIn(r.revaluation, t)}</small>
                    </span>
                  ) : (
                    r.grade
                  )}
                </td>
                <td data-label={t(L.gradePoints)}>{r.gradePoints}</td>
                <td data-label={t(L.status)} className={r.status === 'Pass' ? 'status-pass' : 'status-fail'}>
                  {t(r.status)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
