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

const TITLE = 'Admissions Register';
const PAGE = 50;

/** The admissions register: search, filters, modify, the PDF again and an Excel export. */
export function AdmissionRegisterScreen() {
  const roles = currentUser()?.roles ?? [];
  return <Register canModify={hasAnyRole(roles, ADMISSION_WRITERS)} />;
}

function Register({ canModify }: { canModify: boolean }) {
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
      await showToast(await failureMessage(e), { tone: 'danger' });
    }
  };
  const exportList = async () => {
    setExporting(true);
    try {
      saveFile(await exportAdmissions(filters), 'Admissions_Register.xlsx');
    } catch (e) {
      await showToast(await failureMessage(e), { tone: 'danger' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageFrame title={TITLE} wide>
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
              ? 'Loading…'
              : list.isError
                ? 'The register could not be loaded.'
                : `${String(total)} admissions`}
          </p>
          <PlainButton fill="outline" onClick={() => void exportList()} disabled={exporting || total === 0}>
            {exporting ? 'Exporting…' : 'Export to Excel'}
          </PlainButton>
          {canModify && (
            <Link to={ADMISSIONS_PATHS.admissionForm} className="link-button">
              New admission
            </Link>
          )}
        </div>
        {list.data && list.data.entries.length === 0 && <p>{M.noRecords}</p>}
        <ul className="register-list" aria-label="Admissions">
          {list.data?.entries.map((e) => (
            <RegisterItem key={e.adminNo} entry={e} canModify={canModify} onPdf={pdf} />
          ))}
        </ul>
        {total > PAGE && (
          <div className="register-actions">
            <PlainButton fill="outline" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
              Previous
            </PlainButton>
            <span>
              {String(offset + 1)}–{String(Math.min(total, offset + PAGE))} of {String(total)}
            </span>
            <PlainButton fill="outline" disabled={offset + PAGE >= total} onClick={() => setOffset(offset + PAGE)}>
              Next
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
  return (
    <li className="register-item">
      <div>
        <div className="register-item__name">{e.name}</div>
        <div className="register-item__meta">
          {e.adminNo} · Roll {e.rollNumber} · {e.courseAppliedFor} {e.batch} {e.branch} · {e.admissionType || '—'} ·{' '}
          {e.academicYear} · admitted {displayDate(e.dateOfAdmission)} · Aadhaar {e.applicationFormExcelM.aadharNo}
        </div>
      </div>
      <div className="register-item__actions">
        {canModify && (
          <Link
            to={ADMISSIONS_PATHS.admissionForm}
            search={{ modify: e.adminNo }}
            className="link-button"
            aria-label={`Modify ${e.name} (${e.adminNo})`}
          >
            Modify
          </Link>
        )}
        <PlainButton
          fill="outline"
          onClick={() => void onPdf(e.adminNo)}
          aria-label={`PDF of ${e.name} (${e.adminNo})`}
        >
          PDF
        </PlainButton>
      </div>
    </li>
  );
}
