import { Trans, useLingui } from '@lingui/react';
import { PlainButton } from '../../ui/plain/plain-button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ALUMNI_SELF_ROLES } from '../../../domain/alumni/access';
import { DirectoryQuerySchema, type DirectoryQuery } from '../../../domain/alumni/directory';
import { hasAnyRole } from '../../../domain/auth/access';
import { failureMessage } from '../../lib/http';
import { saveFile } from '../../lib/save-file';
import { currentUser } from '../../lib/session';
import { showDialog } from '../../ui/dialog';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { translateKnown } from '../../i18n/translate-known';
import { PageFrame } from '../../ui/page-frame';
import { directoryExport, directoryQuery } from './alumni-queries';
import { DirectoryTables } from './directory-tables';
import { OwnRecord } from './own-record';
import './alumni.css';

const TITLE = 'Alumni Directory';
const NO_FILTER: DirectoryQuery = { search: '', batch: '', branch: '', status: '', company: '' };
const STATUS_FILTER = [
  { value: 'working', label: /*i18n*/ 'Working' },
  { value: 'studying', label: /*i18n*/ 'Studying' },
  { value: 'other', label: /*i18n*/ 'Not stated (NA)' },
];

/** The alumni directory for the placement cell, alumni and administrators; an alumnus also edits their own record here. */
export function AlumniDirectoryScreen() {
  const user = currentUser();
  if (!user) return null;
  return <Directory isAlumnus={hasAnyRole(user.roles, ALUMNI_SELF_ROLES)} />;
}

function Directory({ isAlumnus }: { isAlumnus: boolean }) {
  const { i18n } = useLingui();
  const [applied, setApplied] = useState<DirectoryQuery>(NO_FILTER);
  const [exporting, setExporting] = useState(false);
  const everyone = useQuery(directoryQuery(NO_FILTER));
  const found = useQuery(directoryQuery(applied));
  const form = useSchemaForm(DirectoryQuerySchema, { initial: NO_FILTER, onSubmit: (query) => setApplied(query) });
  const batches = [...new Set(everyone.data?.rows.map((r) => r.batch))].sort().reverse();
  const branches = [...new Set(everyone.data?.rows.map((r) => r.branch))].sort();

  const exportSheet = async () => {
    setExporting(true);
    try {
      saveFile(await directoryExport(applied), 'Alumni_Directory.xlsx');
    } catch (error) {
      await showDialog(i18n._('Export failed'), translateKnown(i18n, await failureMessage(error)));
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageFrame title={TITLE} wide>
      {isAlumnus && <OwnRecord />}
      <form className="form-card" onSubmit={form.handleSubmit} noValidate aria-label={i18n._('Search alumni')}>
        <div className="alumni-filters">
          <TextField
            field={form.field('search')}
            label={i18n._('Search (name, roll number, company)')}
            type="search"
            maxLength={80}
          />
          <SelectField
            field={form.field('batch')}
            label={i18n._('Batch')}
            options={batches.map((b) => ({ value: b, label: b }))}
            placeholder={i18n._('All batches')}
            loading={everyone.isPending}
          />
          <SelectField
            field={form.field('branch')}
            label={i18n._('Branch')}
            options={branches.map((b) => ({ value: b, label: b }))}
            placeholder={i18n._('All branches')}
            loading={everyone.isPending}
          />
          <SelectField
            field={form.field('status')}
            label={i18n._('Status')}
            options={STATUS_FILTER.map((o) => ({ ...o, label: i18n._(o.label) }))}
            placeholder={i18n._('Any status')}
          />
          <TextField field={form.field('company')} label={i18n._('Company')} maxLength={120} />
        </div>
        <div className="alumni-actions">
          <PlainButton type="submit">
            <Trans id="Search" />
          </PlainButton>
          <PlainButton
            fill="outline"
            onClick={() => {
              form.reset();
              setApplied(NO_FILTER);
            }}
          >
            <Trans id="Clear" />
          </PlainButton>
          <PlainButton fill="outline" onClick={() => void exportSheet()} disabled={exporting}>
            {exporting ? i18n._('Preparing…') : i18n._('Export to Excel')}
          </PlainButton>
        </div>
      </form>
      <DirectoryTables result={found} />
    </PageFrame>
  );
}
