import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import * as v from 'valibot';
import { registerFileName } from '../../../domain/attendance/attendance';
import { MonthlyRegisterSchema } from '../../../domain/attendance/attendance-answers';
import { english, registerPdfWords, type Translate } from '../../../domain/attendance/register-pdf-labels';
import { speaking } from '../../../domain/i18n/translate';
import type { Locale } from '../../../domain/i18n/locales';
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
  const { i18n } = useLingui();
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
      // The page's language for the register's words (its catalogue came with this screen).
      const translate: Translate = speaking(i18n.locale as Locale, (id, values) =>
        i18n.messages[id] === undefined ? english(id, values) : i18n._(id, values),
      );
      const shaper = await indicShaperFor(register, heading, registerPdfWords(translate));
      const pdf = buildAttendanceRegisterPdf(register, heading, shaper, translate);
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
          {i18n._('Date')}
          <input type="date" value={date} max={today} onChange={(e) => e.target.value && setDate(e.target.value)} />
        </label>
        {day.isPending ? (
          <p className="hint">{i18n._('Loading…')}</p>
        ) : day.isError ? (
          <ErrorAlert
            message={i18n._(
              "The day's attendance could not be loaded. Check your connection and open this page again.",
            )}
          />
        ) : data ? (
          <>
            <p data-testid="department-totals">
              {i18n._('{department}: {sheets} classes marked · {present} present · {absent} absent', {
                department: data.department ?? i18n._('All departments'),
                sheets: data.totals.sheets,
                present: data.totals.marks - data.totals.absent,
                absent: data.totals.absent,
              })}
            </p>
            <h2>{i18n._('Absentees')}</h2>
            {data.absentees.length === 0 ? (
              <p className="hint">{i18n._('Nobody marked absent on this day.')}</p>
            ) : (
              <table className="attendance-table">
                <thead>
                  <tr>
                    <th scope="col">{i18n._('Roll No')}</th>
                    <th scope="col">{i18n._('Name')}</th>
                    <th scope="col">{i18n._('Class')}</th>
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
            <h2>{i18n._('Monthly register')}</h2>
            <div className="attendance__row">
              <ChoiceSelect
                label={i18n._('Section')}
                name="sectionId"
                value={sectionId}
                options={data.sections}
                onChange={setSectionId}
              />
              <label className="attendance__date">
                {i18n._('Month')}
                <input type="month" value={month} onChange={(e) => e.target.value && setMonth(e.target.value)} />
              </label>
            </div>
            <div className="attendance__row">
              <PlainButton fill="outline" disabled={!sectionId || busy} onClick={() => void download('xlsx')}>
                {i18n._('Download Excel')}
              </PlainButton>
              <PlainButton fill="outline" disabled={!sectionId || busy} onClick={() => void download('pdf')}>
                {i18n._('Download PDF')}
              </PlainButton>
            </div>
            <ErrorAlert message={failure} />
            {sectionId && (
              <p className="hint">
                {i18n._("Correct a day's attendance:")}{' '}
                <AppLink to={`/app/Attendance?sectionId=${sectionId}`}>{i18n._("the section's classes")}</AppLink>
              </p>
            )}
          </>
        ) : null}
      </div>
    </PageFrame>
  );
}
