import { PlainButton } from '../../ui/plain/plain-button';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ADMISSION_WRITERS } from '../../../domain/admissions/access';
import type { AdmissionEntry, AdmissionFilters } from '../../../domain/admissions/admission-record';
import { displayDate } from '../../../domain/admissions/admission-dates';
import { ADMISSION_MESSAGES as M } from '../../../domain/admissions/messages';
import { hasAnyRole } from '../../../domain/auth/access';
import { failureMessage } from '../../lib/http';
import { saveFile } from '../../lib/save-file';
import { currentUser } from '../../lib/session';
import { PageFrame } from '../../ui/page-frame';
import { showToast } from '../../ui/toast';
import { openAndDownloadPdf } from './admission-pdf-file';
import { admissionPdf, admissionSearchQuery, exportAdmissions } from './admissions-queries';
import { RegisterFilters } from './register-filters';
import './admissions.css';
import { ADMISSIONS_PATHS } from '../../../domain/admissions/paths';
import { useLingui } from '@lingui/react';
import { translateKnown } from '../../i18n/translate-known';

const TITLE = /*i18n*/ 'Admissions Register';
const PAGE = 50;

/** The admissions register: search, filters, modify, the PDF again and an Excel export. */
export function AdmissionRegisterScreen() {
  const roles = currentUser()?.roles ?? [];
  return <Register canModify={hasAnyRole(roles, ADMISSION_WRITERS)} />;
}

function Register({ canModify }: { canModify: boolean }) {
  const { i18n } = useLingui();
  const [filters, setFilters] = useState<AdmissionFilters>({});
  const [offset, setOffset] = useState(0);
  const [exporting, setExporting] = useState(false);
  const list = useQuery({ ...admissionSearchQuery(filters, offset, PAGE), placeholderData: keepPreviousData });
  const total = list.data?.total ?? 0;

  const pdf = async (adminNo: string) => {
    try {
      const { b64, fileName } = await admissionPdf(adminNo);
      openAndDownloadPdf(b64, fileName, { preview: false });
    } catch (e) {
      await showToast(translateKnown(i18n, await failureMessage(e)), { tone: 'danger' });
    }
  };
  const exportList = async () => {
    setExporting(true);
    try {
      saveFile(await exportAdmissions(filters), 'Admissions_Register.xlsx');
    } catch (e) {
      await showToast(translateKnown(i18n, await failureMessage(e)), { tone: 'danger' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <div className="admission-form">
        <RegisterFilters
          onApply={(f) => {
            setFilters(f);
            setOffset(0);
          }}
        />
        <div className="register-actions">
          <p role="status" aria-live="polite">
            {list.isPending
              ? i18n._('Loading…')
              : list.isError
                ? i18n._('The register could not be loaded.')
                : i18n._('{total} admissions', { total: String(total) })}
          </p>
          <PlainButton fill="outline" onClick={() => void exportList()} disabled={exporting || total === 0}>
            {exporting ? i18n._('Exporting…') : i18n._('Export to Excel')}
          </PlainButton>
          {canModify && (
            <Link to={ADMISSIONS_PATHS.admissionForm} className="link-button">
              {i18n._('New admission')}
            </Link>
          )}
        </div>
        {list.data && list.data.entries.length === 0 && <p>{translateKnown(i18n, M.noRecords)}</p>}
        <ul className="register-list" aria-label={i18n._('Admissions')}>
          {list.data?.entries.map((e) => (
            <RegisterItem key={e.adminNo} entry={e} canModify={canModify} onPdf={pdf} />
          ))}
        </ul>
        {total > PAGE && (
          <div className="register-actions">
            <PlainButton fill="outline" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
              {i18n._('Previous')}
            </PlainButton>
            <span>
              {i18n._('{first}–{last} of {total}', {
                first: String(offset + 1),
                last: String(Math.min(total, offset + PAGE)),
                total: String(total),
              })}
            </span>
            <PlainButton fill="outline" disabled={offset + PAGE >= total} onClick={() => setOffset(offset + PAGE)}>
              {i18n._('Next')}
            </PlainButton>
          </div>
        )}
      </div>
    </PageFrame>
  );
}

function RegisterItem({
  entry: e,
  canModify,
  onPdf,
}: {
  entry: AdmissionEntry;
  canModify: boolean;
  onPdf: (adminNo: string) => Promise<void>;
}) {
  const { i18n } = useLingui();
  return (
    <li className="register-item">
      <div>
        <div className="register-item__name">{e.name}</div>
        <div className="register-item__meta">
          {i18n._(
            '{adminNo} · Roll {rollNumber} · {course} {batch} {branch} · {admissionType} · {academicYear} · admitted {date} · Aadhaar {aadhaar}',
            {
              adminNo: e.adminNo,
              rollNumber: e.rollNumber,
              course: e.courseAppliedFor,
              batch: e.batch,
              branch: e.branch,
              admissionType: e.admissionType || '—',
              academicYear: e.academicYear,
              date: displayDate(e.dateOfAdmission),
              aadhaar: e.applicationFormExcelM.aadharNo,
            },
          )}
        </div>
      </div>
      <div className="register-item__actions">
        {canModify && (
          <Link
            to={ADMISSIONS_PATHS.admissionForm}
            search={{ modify: e.adminNo }}
            className="link-button"
            aria-label={i18n._('Modify {name} ({adminNo})', { name: e.name, adminNo: e.adminNo })}
          >
            {i18n._('Modify')}
          </Link>
        )}
        <PlainButton
          fill="outline"
          onClick={() => void onPdf(e.adminNo)}
          aria-label={i18n._('PDF of {name} ({adminNo})', { name: e.name, adminNo: e.adminNo })}
        >
          PDF
        </PlainButton>
      </div>
    </li>
  );
}
