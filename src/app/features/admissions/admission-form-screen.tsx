import { Trans, useLingui } from '@lingui/react';
import { PlainButton } from '../../ui/plain/plain-button';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import {
  EMPTY_FIRST_FORM,
  FirstAdmissionFormSchema,
  type FirstAdmissionFormValues,
} from '../../../domain/admissions/first-form';
import { firstFormToPayload } from '../../../domain/admissions/first-form-payload';
import { ADMISSION_MESSAGES as M, isRequiredFieldMessage } from '../../../domain/admissions/messages';
import { translateKnown } from '../../i18n/translate-known';
import { useFormDraft } from '../../lib/use-form-draft';
import { FileField } from '../../ui/form/file-field';
import { useSchemaForm, type FieldBinding } from '../../ui/form/use-schema-form';
import { PageFrame } from '../../ui/page-frame';
import { showToast } from '../../ui/toast';
import { AddressSection } from './address-section';
import { AdmissionSection } from './admission-section';
import { nextAdmissionNumberQuery } from './admissions-queries';
import { EducationSection } from './education-section';
import { FeesSection } from './fees-section';
import { ModifySearch, type Editing } from './modify-search';
import { ParentsSection } from './parents-section';
import { StudentSection } from './student-section';
import { useSaveAdmission } from './use-save-admission';
import { AdmissionPdfLink } from './admission-pdf-link';
import { StatusNote } from '../../ui/status-note';
import './admissions.css';
import { PAYMENTS_PATHS } from '../../../domain/payments/paths';

/** §2 /admissionForm: the first admission form, new and modify modes (§4), for the admission writers. */
export function AdmissionFormScreen({ modify }: { modify?: string }) {
  return <AdmissionFormBody modify={modify} />;
}

function AdmissionFormBody({ modify }: { modify?: string }) {
  const { i18n } = useLingui();
  const [mode, setMode] = useState<'new' | 'modify'>(modify ? 'modify' : 'new');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [saved, setSaved] = useState<{ adminNo: string; url: string; fileName: string } | null>(null);
  const photoId = useId();
  const next = useQuery({ ...nextAdmissionNumberQuery(), enabled: mode === 'new' });
  const topRef = useRef<HTMLDivElement | null>(null);

  // Filled in once the form exists (the save is declared first, as the form's submit uses it).
  const resetForm = useRef<() => void>(() => undefined);
  const save = useSaveAdmission((answer, url) => {
    setSaved({ adminNo: answer.adminNo, url, fileName: answer.fileName });
    resetForm.current();
    setPhoto(null);
    setEditing(null);
    setMode('new');
    topRef.current?.scrollIntoView({ block: 'start' });
  });
  const form = useSchemaForm(FirstAdmissionFormSchema, {
    initial: EMPTY_FIRST_FORM,
    toastLive: true,
    onSubmit: (values) => {
      if (!navigator.onLine) return void showToast(i18n._(M.offline), { tone: 'danger' });
      const photoInfo = photo ? { name: photo.name, type: photo.type } : undefined;
      const payload = firstFormToPayload(
        { ...(values as FirstAdmissionFormValues), adminNo: editing?.adminNo ?? '' },
        photoInfo,
      );
      save.mutate({ payload, photo, editedAadharNumber: editing?.aadhaar ?? null });
    },
    // §5: a save with required fields left empty says 'Please fill all required fields' (each field says which);
    // otherwise the first field's message.
    onInvalid: (messages) =>
      void showToast(
        translateKnown(i18n, messages.some(isRequiredFieldMessage) ? M.required : (messages[0] ?? M.required)),
        {
          tone: 'danger',
        },
      ),
  });

  // A new admission not yet saved is kept as the clerk's draft on this device (deleted once saved).
  useFormDraft(
    'admissionForm',
    form.values,
    EMPTY_FIRST_FORM,
    (draft) => form.reset({ ...EMPTY_FIRST_FORM, ...draft }),
    mode === 'new',
  );
  useEffect(() => {
    resetForm.current = () => form.reset(EMPTY_FIRST_FORM);
  });
  useEffect(
    () => () => {
      if (saved) URL.revokeObjectURL(saved.url);
    },
    [saved],
  );

  const photoError = photo && !photo.type.startsWith('image/') ? M.photoNotImage : null;
  const photoField: FieldBinding<File | null> = {
    name: 'imageUpload',
    id: photoId,
    value: photo,
    onChange: setPhoto,
    onBlur: () => undefined,
    error: photoError && i18n._(photoError),
    required: false,
    attach: () => undefined,
  };
  const switchMode = (to: 'new' | 'modify') => {
    setMode(to);
    setEditing(null);
    form.reset(EMPTY_FIRST_FORM);
    setPhoto(null);
  };
  const shownNumber = editing?.adminNo ?? (mode === 'new' ? (next.data ?? '') : '');

  return (
    <PageFrame title={i18n._('ADMISSION FORM')} wide>
      <div ref={topRef} className="admission-form">
        <div className="admission-mode" role="group" aria-label={i18n._('Mode')}>
          <PlainButton
            fill={mode === 'new' ? 'solid' : 'outline'}
            onClick={() => switchMode('new')}
            aria-pressed={mode === 'new'}
          >
            {i18n._('New')}
          </PlainButton>
          <PlainButton
            fill={mode === 'modify' ? 'solid' : 'outline'}
            onClick={() => switchMode('modify')}
            aria-pressed={mode === 'modify'}
          >
            {i18n._('Modify')}
          </PlainButton>
        </div>
        {saved && (
          <StatusNote>
            <Trans
              id="Admission {adminNo} saved. <0/> (downloaded as {fileName}). The applicant can pay the new-admission fee online at <1>{path}</1> with admission number {adminNo} and their date of birth."
              values={{ adminNo: saved.adminNo, fileName: saved.fileName, path: PAYMENTS_PATHS.selfPayment }}
              components={{ 0: <AdmissionPdfLink url={saved.url} />, 1: <Link to={PAYMENTS_PATHS.selfPayment} /> }}
            />
          </StatusNote>
        )}
        {mode === 'modify' && (
          <ModifySearch
            initialTerm={modify}
            onFound={(values, found) => (form.reset(values), setEditing(found), setSaved(null))}
            editing={editing}
          />
        )}
        {(mode === 'new' || editing) && (
          <form
            className="admission-sections"
            onSubmit={form.handleSubmit}
            noValidate
            aria-label={i18n._('ADMISSION FORM')}
          >
            <StudentSection form={form} />
            <ParentsSection form={form} />
            <AddressSection form={form} />
            <EducationSection form={form} />
            <AdmissionSection form={form} adminNoShown={shownNumber} />
            <FeesSection form={form} />
            <fieldset className="admission-section">
              <legend>{i18n._('Photo')}</legend>
              <div className="admission-section__wide">
                <FileField field={photoField} label={i18n._('Passport Photo')} accept="image/*" />
                {editing?.hasPhoto && !photo && (
                  <p className="field-hint">{i18n._('A photo is on file; choose a new one to replace it.')}</p>
                )}
              </div>
            </fieldset>
            <div className="admission-actions">
              <PlainButton type="submit" expand="block" disabled={save.isPending || photoError !== null}>
                {save.isPending ? i18n._('Saving…') : editing ? i18n._('Save Changes') : i18n._('Save')}
              </PlainButton>
              <PlainButton type="button" fill="outline" expand="block" onClick={() => switchMode(mode)}>
                {i18n._('Reset')}
              </PlainButton>
            </div>
          </form>
        )}
      </div>
    </PageFrame>
  );
}
