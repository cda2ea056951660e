import { useLingui } from '@lingui/react';
import { PlainButton } from '../../ui/plain/plain-button';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { FirstAdmissionFormValues } from '../../../domain/admissions/first-form';
import { payloadToFirstForm } from '../../../domain/admissions/first-form-payload';
import { ADMISSION_MESSAGES as M } from '../../../domain/admissions/messages';
import { failureMessage } from '../../lib/http';
import { translateKnown } from '../../i18n/translate-known';
import { PlainTextField } from '../../ui/plain-text-field';
import { admissionForEdit } from './admissions-queries';
import { StatusNote } from '../../ui/status-note';

/** The record being modified: its number and the Aadhaar number it had (sent back as editedAadharNumber). */
export interface Editing {
  adminNo: string;
  rollNumber: string;
  aadhaar: string;
  hasPhoto: boolean;
}

interface Props {
  initialTerm?: string;
  editing: Editing | null;
  onFound: (values: FirstAdmissionFormValues, editing: Editing) => void;
}

/** §4 modify mode: find a student by roll number, admission number or Aadhaar number (sent in a POST body). */
export function ModifySearch({ initialTerm, editing, onFound }: Props) {
  const { i18n } = useLingui();
  const [term, setTerm] = useState(initialTerm ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const started = useRef(false);

  const find = async (value: string) => {
    if (!value.trim()) return setError(M.searchTermRequired);
    setBusy(true);
    setError(null);
    try {
      const found = await admissionForEdit(value.trim());
      onFound(payloadToFirstForm(found.applicationFormExcelM), {
        adminNo: found.adminNo,
        rollNumber: found.rollNumber,
        aadhaar: found.applicationFormExcelM.aadharNo,
        hasPhoto: found.hasPhoto,
      });
    } catch (e) {
      setError(await failureMessage(e, M.admissionNotFound));
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    if (initialTerm && !started.current) {
      started.current = true;
      void find(initialTerm);
    }
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void find(term);
  };

  return (
    <form
      className="modify-search form-card"
      onSubmit={submit}
      role="search"
      aria-label={i18n._('Find an admission to modify')}
    >
      <PlainTextField
        id={id}
        name="term"
        label={i18n._('Roll number, admission number or Aadhaar number')}
        value={term}
        error={error && translateKnown(i18n, error)}
        onChange={setTerm}
        onBlur={() => undefined}
        autoComplete="off"
        maxLength={20}
      />
      <PlainButton type="submit" disabled={busy}>
        {busy ? i18n._('Finding…') : i18n._('Find')}
      </PlainButton>
      {editing && (
        <StatusNote>
          {i18n._('Modifying admission {adminNo} (roll number {rollNumber}).', {
            adminNo: editing.adminNo,
            rollNumber: editing.rollNumber,
          })}
        </StatusNote>
      )}
    </form>
  );
}
