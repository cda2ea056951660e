import { PlainButton } from '../../../ui/plain/plain-button';
import { lazy, Suspense, useState } from 'react';
import { SECOND_FORM_MESSAGES as S } from '../../../../domain/admissions/messages';
import {
  EMPTY_SECOND_FORM,
  SecondAdmissionFormSchema,
  isSecondFormPhoto,
  secondFormSubmitAlert,
} from '../../../../domain/admissions/second-form';
import { useFormDraft } from '../../../lib/use-form-draft';
import { FileField } from '../../../ui/form/file-field';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { PageFrame } from '../../../ui/page-frame';
import {
  AdmissionDetailsSection,
  ContactSection,
  EducationSection,
  StudentDetailsSection,
} from './second-form-sections';
import { useSecondFormLookups } from './use-second-form-lookups';
import { useSecondFormSave, type SavedPdf } from './use-second-form-save';
import '../admissions.css';
import { Trans, useLingui } from '@lingui/react';
import { translateKnown } from '../../../i18n/translate-known';

export const SECOND_FORM_TITLE = /*i18n*/ 'STUDENT ADMISSION FORM';

// §2 Upload toggle: the Excel bulk upload panel, loaded when the clerk switches to upload mode.
const BulkUploadPanel = lazy(async () => ({
  default: (await import('../bulk-upload/bulk-upload-panel')).BulkUploadPanel,
}));

/** §2 /AdmissionFormForSmsk: 'STUDENT ADMISSION FORM', for the admission writers. */
export function SecondFormScreen() {
  return <SecondFormPage />;
}

function SecondFormPage() {
  const { i18n } = useLingui();
  const [uploading, setUploading] = useState(false);
  return (
    <PageFrame title={i18n._(SECOND_FORM_TITLE)} wide>
      <div className="admission-form">
        <div className="admission-mode">
          <PlainButton
            fill={uploading ? 'solid' : 'outline'}
            aria-pressed={uploading}
            onClick={() => setUploading((u) => !u)}
          >
            {i18n._('Upload')}
          </PlainButton>
        </div>
        {uploading ? (
          <Suspense fallback={<p role="status">{i18n._('Loading…')}</p>}>
            <BulkUploadPanel onClose={() => setUploading(false)} />
          </Suspense>
        ) : (
          <SecondFormEntry />
        )}
      </div>
    </PageFrame>
  );
}

function SecondFormEntry() {
  const { i18n } = useLingui();
  const [photo, setPhoto] = useState<File | null>(null);
  const [pdf, setPdf] = useState<SavedPdf | null>(null);
  const form = useSchemaForm(SecondAdmissionFormSchema, {
    initial: EMPTY_SECOND_FORM,
    onSubmit: (values) => save.mutate({ values, photo }),
  });
  const draft = useFormDraft('admissionFormForSmsk', form.values, EMPTY_SECOND_FORM, (stored) =>
    form.reset({ ...EMPTY_SECOND_FORM, ...stringsOf(stored) }),
  );
  const lookups = useSecondFormLookups(form.values);
  const save = useSecondFormSave({
    onSaved: async () => {
      form.reset(EMPTY_SECOND_FORM);
      setPhoto(null);
      await draft.discard();
    },
    onPdf: setPdf,
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // §5: one alert at a time, the first failing in order; the kit then marks the fields.
    const alert = secondFormSubmitAlert(form.values);
    if (alert) window.alert(translateKnown(i18n, alert));
    form.handleSubmit();
  };

  const photoField = {
    name: 'imageUpload',
    id: 'second-form-photo',
    value: photo,
    onChange: (file: File | null) => {
      if (file && !isSecondFormPhoto(file.name)) {
        window.alert(i18n._(S.photoNotJpg));
        return setPhoto(null);
      }
      setPhoto(file);
    },
    onBlur: () => undefined,
    error: null,
    required: false,
    attach: () => undefined,
  };

  return (
    <>
      {draft.restored && (
        <p className="hint" role="status">
          {i18n._(S.draftRestored)}
        </p>
      )}
      {pdf && (
        <section className="admission-pdf" aria-label={i18n._('Saved admission form')}>
          <p role="status">
            <Trans
              id="Admission <0>{adminNo}</0> saved."
              values={{ adminNo: pdf.adminNo }}
              components={{ 0: <strong /> }}
            />{' '}
            {pdf.url && (
              <a href={pdf.url} download={pdf.fileName} target="_blank" rel="noopener">
                {i18n._('Open {fileName}', { fileName: pdf.fileName })}
              </a>
            )}
          </p>
          {pdf.url && (
            <iframe
              className="admission-pdf__preview"
              title={i18n._('Preview of {fileName}', { fileName: pdf.fileName })}
              src={pdf.url}
            />
          )}
        </section>
      )}
      <form className="admission-sections" onSubmit={submit} noValidate aria-label={i18n._(SECOND_FORM_TITLE)}>
        <AdmissionDetailsSection form={form} lookups={lookups} />
        <StudentDetailsSection form={form} lookups={lookups} />
        <ContactSection form={form} />
        <EducationSection form={form} />
        <fieldset className="admission-section">
          <legend>{i18n._('Photo')}</legend>
          <FileField field={photoField} label={i18n._('Photo (.jpg)')} accept=".jpg,image/jpeg" />
        </fieldset>
        <div className="admission-actions">
          <PlainButton type="submit" disabled={save.isPending}>
            {save.isPending ? i18n._('Saving…') : i18n._('Submit')}
          </PlainButton>
          <PlainButton type="button" fill="outline" onClick={() => form.reset(EMPTY_SECOND_FORM)}>
            {i18n._('Clear')}
          </PlainButton>
        </div>
      </form>
    </>
  );
}

const stringsOf = (stored: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(stored).filter(([key, value]) => key in EMPTY_SECOND_FORM && typeof value === 'string'),
  ) as Partial<typeof EMPTY_SECOND_FORM>;
