import {
  markText,
  percentText,
  sgpaLabel,
  sheetHasMarks,
  sheetSgpas,
  type ResultSheet,
} from '../../../domain/results/result-sheet';

/**
 * §2 result sheet: student facts and the figures, each labelled for what it is (the SGPA of each semester whose
 * courses it holds, the CGPA to date under §3's 'CGPA', its percentage by the regulation), then one row per course
 * with its marks when published with them; F in red, Pass in green (§9).
 */
export function ResultSheetView({ sheet }: { sheet: ResultSheet }) {
  const sgpas = sheetSgpas(sheet);
  const withMarks = sheetHasMarks(sheet);
  return (
    <section className="result-sheet" aria-label="Result sheet">
      <dl className="result-facts">
        <div>
          <dt>Student Name</dt>
          <dd data-testid="student-name">{sheet.studentName}</dd>
        </div>
        <div>
          <dt>Roll Number</dt>
          <dd data-testid="student-roll">{sheet.studentRollNo}</dd>
        </div>
        <div>
          <dt>Total Credits</dt>
          <dd>{sheet.totalCredits}</dd>
        </div>
        <div>
          <dt>Earned Credits</dt>
          <dd>{sheet.earnedCredits}</dd>
        </div>
        <div>
          <dt>Passed</dt>
          <dd>{sheet.passCount}</dd>
        </div>
        <div>
          <dt>Failed</dt>
          <dd>{sheet.failCount}</dd>
        </div>
        {sgpas.map((s) => (
          <div className="result-facts__sgpa" key={s.semester ?? 0}>
            <dt>{sgpaLabel(s.semester)}</dt>
            <dd data-testid={sgpas.length === 1 ? 'sgpa' : `sgpa-semester-${String(s.semester)}`}>
              {s.sgpa.toFixed(2)}
            </dd>
          </div>
        ))}
        {sheet.cgpa !== undefined && (
          <div className="result-facts__sgpa">
            <dt>CGPA</dt>
            <dd data-testid="cgpa">{sheet.cgpa.toFixed(2)}</dd>
          </div>
        )}
        {sheet.percentage !== undefined && (
          <div className="result-facts__sgpa">
            <dt>Percentage</dt>
            <dd data-testid="percentage">{percentText(sheet.percentage)}</dd>
          </div>
        )}
      </dl>
      <div className="table-scroll" role="region" aria-label="Courses" tabIndex={0}>
        <table className="result-table">
          <thead>
            <tr>
              <th scope="col">Course Code</th>
              <th scope="col">Course</th>
              {withMarks && (
                <>
                  <th scope="col">Internal</th>
                  <th scope="col">External</th>
                  <th scope="col">Total</th>
                </>
              )}
              <th scope="col">Credits</th>
              <th scope="col">Grade</th>
              <th scope="col">Grade Points</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {sheet.listofRecords.map((r) => (
              <tr key={r.courseCode}>
                <td data-label="Course Code">{r.courseCode}</td>
                <td data-label="Course">{r.course}</td>
                {withMarks && (
                  <>
                    <td data-label="Internal">{markText(r.internal)}</td>
                    <td data-label="External">{markText(r.external)}</td>
                    <td data-label="Total">{markText(r.total)}</td>
                  </>
                )}
                <td data-label="Credits">{r.credits}</td>
                <td data-label="Grade" className={r.grade === 'F' ? 'grade-fail' : undefined}>
                  {r.revaluation ? (
                    <span className="graded">
                      {r.grade}
                      <small className="revaluation-note">{r.revaluation}</small>
                    </span>
                  ) : (
                    r.grade
                  )}
                </td>
                <td data-label="Grade Points">{r.gradePoints}</td>
                <td data-label="Status" className={r.status === 'Pass' ? 'status-pass' : 'status-fail'}>
                  {r.status}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
