import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { registerFileName } from '../../../domain/attendance/attendance';
import { MonthlyRegisterSchema } from '../../../domain/attendance/attendance-answers';
import { collegeDay } from '../../../domain/calendar/college-time';
import { departmentDayQuery } from '../../lib/attendance';
import { FALLBACK_COLLEGE_NAME, collegeProfileQuery } from '../../lib/college-profile';
import { appApi } from '../../lib/http';
import { refusalText } from '../../lib/refusal-text';
import { saveFile } from '../../lib/save-file';
import { currentUser } from '../../lib/session';
import { AppLink } from '../../ui/app-link';
import { ChoiceSelect } from '../../ui/choice-select';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { ErrorAlert } from '../../ui/error-alert';
import './attendance.css';

/** /app/Department Attendance: the HoD's day (absentees by class) and a section's monthly register (Excel, PDF). */
export function DepartmentScreen() {
  const user = currentUser();
  if (!user) return null;
  return <DepartmentPanel />;
}

function DepartmentPanel() {
  const today = collegeDay(new Date());
  const [date, setDate] = useState(today);
  const day = useQuery(departmentDayQuery(date));
  const college = useQuery(collegeProfileQuery());
  const [sectionId, setSectionId] = useState('');
  const [month, setMonth] = useState(today.slice(0, 7));
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const data = day.data;

  async function download(kind: 'xlsx' | 'pdf') {
    setFailure(null);
    setBusy(true);
    try {
      const id = Number(sectionId);
      if (kind === 'xlsx') {
        const res = await appApi.get('attendance/register/export', {
          searchParams: { sectionId: String(id), month },
        });
        const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1];
        saveFile(await res.blob(), name ?? `Attendance_${month}.xlsx`);
        return;
      }
      const register = v.parse(
        MonthlyRegisterSchema,
        await appApi.get('attendance/register', { searchParams: { sectionId: String(id), month } }).json(),
      );
      const heading = { collegeName: college.data?.name ?? FALLBACK_COLLEGE_NAME, generatedAt: new Date() };
      const [{ buildAttendanceRegisterPdf }, { indicShaperFor }] = await Promise.all([
        import('../../../domain/pdf/attendance-register-pdf'),
        import('../../lib/pdf/indic-shaper'),
      ]);
      const shaper = await indicShaperFor(register, heading);
      const pdf = buildAttendanceRegisterPdf(register, heading, shaper);
      saveFile(new Blob([pdf], { type: 'application/pdf' }), registerFileName(register, 'pdf'));
    } catch (err) {
      setFailure(await refusalText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageFrame title="Department attendance">
      <div className="attendance">
        <label className="attendance__date">
          Date
          <input type="date" value={date} max={today} onChange={(e) => e.target.value && setDate(e.target.value)} />
        </label>
        {day.isPending ? (
          <p className="hint">Loading…</p>
        ) : day.isError ? (
          <ErrorAlert message="The day's attendance could not be loaded. Check your connection and open this page again." />
        ) : data ? (
          <>
            <p data-testid="department-totals">
              {data.department ?? 'All departments'}: {data.totals.sheets} classes marked ·{' '}
              {data.totals.marks - data.totals.absent} present · {data.totals.absent} absent
            </p>
            <h2>Absentees</h2>
            {data.absentees.length === 0 ? (
              <p className="hint">Nobody marked absent on this day.</p>
            ) : (
              <table className="attendance-table">
                <thead>
                  <tr>
                    <th scope="col">Roll No</th>
                    <th scope="col">Name</th>
                    <th scope="col">Class</th>
                  </tr>
                </thead>
                <tbody>
                  {data.absentees.map((a) => (
                    <tr key={`${String(a.studentId)}-${a.periodName}-${a.subjectCode}`}>
                      <td>{a.rollNo}</td>
                      <td>{a.name}</td>
                      <td>
                        {a.sectionLabel} · {a.subjectCode} · {a.periodName}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <h2>Monthly register</h2>
            <div className="attendance__row">
              <ChoiceSelect
                label="Section"
                name="sectionId"
                value={sectionId}
                options={data.sections}
                onChange={setSectionId}
              />
              <label className="attendance__date">
                Month
                <input type="month" value={month} onChange={(e) => e.target.value && setMonth(e.target.value)} />
              </label>
            </div>
            <div className="attendance__row">
              <PlainButton fill="outline" disabled={!sectionId || busy} onClick={() => void download('xlsx')}>
                Download Excel
              </PlainButton>
              <PlainButton fill="outline" disabled={!sectionId || busy} onClick={() => void download('pdf')}>
                Download PDF
              </PlainButton>
            </div>
            <ErrorAlert message={failure} />
            {sectionId && (
              <p className="hint">
                Correct a day&apos;s attendance:{' '}
                <AppLink to={`/app/Attendance?sectionId=${sectionId}`}>the section&apos;s classes</AppLink>
              </p>
            )}
          </>
        ) : null}
      </div>
    </PageFrame>
  );
}
