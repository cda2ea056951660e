import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FILE_KINDS, FILE_MESSAGES, acceptAttribute } from '../../../domain/files/allowed-types';
import type { CollegeProfileChanged } from '../../../domain/home/college-profile-form';
import {
  COLLEGE_IMAGES,
  COLLEGE_IMAGE_MESSAGES,
  type CollegeImage,
  type CollegeImageKind,
} from '../../../domain/setup/college-images';
import { collegeKeys } from '../../lib/college-profile';
import { failureMessage } from '../../lib/http';
import { confirmYes } from '../../ui/confirm-dialog';
import { readableSize } from '../../ui/form/file-field';
import { PlainButton } from '../../ui/plain/plain-button';
import { ImageRefused, removeCollegeImage, setupKeys, uploadCollegeImage } from './setup-queries';
import { ErrorAlert } from '../../ui/error-alert';
import { StatusNote } from '../../ui/status-note';
import { translateKnown } from '../../i18n/translate-known';

const OFFLINE = /*i18n*/ 'Unable to Upload File. Check your connection and try again.';

/** Each picture's sentences, whole in every language (a picture's name is not built into them). */
const WORDS = {
  logo: {
    title: /*i18n*/ 'College logo',
    current: /*i18n*/ 'Current college logo',
    none: /*i18n*/ 'No logo uploaded: the header and letterheads show the badge made at install.',
    choose: /*i18n*/ 'Choose a college logo',
    replace: /*i18n*/ 'Replace the college logo',
    upload: /*i18n*/ 'Upload the college logo',
    remove: /*i18n*/ 'Remove the college logo',
    removeQuestion: /*i18n*/ 'Remove the college logo?',
    sent: /*i18n*/ 'College logo sent',
    preview: /*i18n*/ 'Preview of the new college logo',
    hint: /*i18n*/ 'A PNG, JPEG or WebP image of at most {size}. A square picture shows best (at least 240 × 240 pixels).',
  },
  banner: {
    title: /*i18n*/ 'College banner',
    current: /*i18n*/ 'Current college banner',
    none: /*i18n*/ 'No banner uploaded: the header shows the words Enterprise Resource Planning.',
    choose: /*i18n*/ 'Choose a college banner',
    replace: /*i18n*/ 'Replace the college banner',
    upload: /*i18n*/ 'Upload the college banner',
    remove: /*i18n*/ 'Remove the college banner',
    removeQuestion: /*i18n*/ 'Remove the college banner?',
    sent: /*i18n*/ 'College banner sent',
    preview: /*i18n*/ 'Preview of the new college banner',
    hint: /*i18n*/ 'A PNG, JPEG or WebP image of at most {size}. A wide picture, about 6 times as wide as it is high.',
  },
} as const satisfies Record<CollegeImageKind, Record<string, string>>;
/** The header's query (getLogoDataForHeaders, src/app/shell): read again after a change so it shows at once. */
const HEADER_LOGO_KEY = ['home', 'logo'] as const;

/**
 * One of the college's pictures on the College Profile screen: what is saved now, a file picker with a preview of
 * the chosen picture, Upload (with the bytes sent), and Remove. The server checks the bytes again.
 */
export function CollegeImageField({ kind, saved }: { kind: CollegeImageKind; saved: CollegeImage | null }) {
  const { i18n } = useLingui();
  const rule = COLLEGE_IMAGES[kind];
  const words = WORDS[kind];
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<File | null>(null);
  const [sending, setSending] = useState<{ sent: number; total: number } | null>(null);
  const [removing, setRemoving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const busy = sending !== null || removing;

  const changed = async (answer: CollegeProfileChanged) => {
    queryClient.setQueryData(setupKeys.collegeProfile(), answer.profile);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: collegeKeys.profile() }),
      queryClient.invalidateQueries({ queryKey: HEADER_LOGO_KEY }),
    ]);
    setNotice(translateKnown(i18n, answer.message));
  };
  const clearChoice = () => {
    if (input.current) input.current.value = ''; // so the same file can be chosen again
    setChosen(null);
  };
  const choose = (file: File | null) => {
    setFailure(null);
    setNotice(null);
    // A type the browser could not name (empty) goes to the server, which reads the bytes.
    if (file?.type && !FILE_KINDS.picture.types.includes(file.type)) {
      clearChoice();
      return setFailure(FILE_MESSAGES.wrongType(file.name, 'picture'));
    }
    if (file && file.size > rule.maxBytes) {
      clearChoice();
      return setFailure(FILE_MESSAGES.tooLarge(file.name, rule.maxBytes));
    }
    setChosen(file);
  };
  const upload = async () => {
    if (!chosen) return;
    setFailure(null);
    setSending({ sent: 0, total: chosen.size });
    try {
      await changed(await uploadCollegeImage(kind, chosen, (sent, total) => setSending({ sent, total })));
      clearChoice();
    } catch (error) {
      setFailure(
        error instanceof ImageRefused && error.message
          ? `${i18n._(COLLEGE_IMAGE_MESSAGES.failed)}: ${translateKnown(i18n, error.message)}`
          : i18n._(OFFLINE),
      );
    } finally {
      setSending(null);
    }
  };
  const remove = async () => {
    if (!(await confirmYes(i18n._(words.removeQuestion)))) return;
    setFailure(null);
    setNotice(null);
    setRemoving(true);
    try {
      await changed(await removeCollegeImage(kind));
    } catch (error) {
      setFailure(translateKnown(i18n, await failureMessage(error)));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <fieldset className={`college-image college-image--${kind}`} aria-busy={busy}>
      <legend>{i18n._(words.title)}</legend>
      <div className="college-image__current">
        {saved ? <img src={saved.url} alt={i18n._(words.current)} /> : <p className="hint">{i18n._(words.none)}</p>}
      </div>
      <label htmlFor={id}>{i18n._(saved ? words.replace : words.choose)}</label>
      <input
        id={id}
        ref={input}
        type="file"
        accept={acceptAttribute('picture')}
        aria-describedby={`${id}-hint`}
        disabled={busy}
        onChange={(e) => choose(e.target.files?.[0] ?? null)}
      />
      <p id={`${id}-hint`} className="hint">
        {i18n._(words.hint, { size: readableSize(rule.maxBytes) })}
      </p>
      {chosen && <ChosenPreview file={chosen} alt={i18n._(words.preview)} />}
      {sending && (
        <div className="college-image__progress">
          <progress max={sending.total || 1} value={sending.sent} aria-label={i18n._(words.sent)} />
          <p className="hint" aria-live="polite">
            <Trans
              id="Sending the picture: {sent} of {total}"
              values={{ sent: readableSize(sending.sent), total: readableSize(sending.total) }}
            />
          </p>
        </div>
      )}
      <ErrorAlert message={failure} />
      <StatusNote>{notice}</StatusNote>
      <div className="row-actions">
        {chosen && (
          <>
            <PlainButton disabled={busy} onClick={() => void upload()}>
              {sending ? i18n._('Uploading…') : i18n._(words.upload)}
            </PlainButton>
            <PlainButton fill="outline" disabled={busy} onClick={clearChoice}>
              <Trans id="Cancel" />
            </PlainButton>
          </>
        )}
        {saved && !chosen && (
          <PlainButton fill="outline" color="danger" disabled={busy} onClick={() => void remove()}>
            {removing ? i18n._('Removing…') : i18n._(words.remove)}
          </PlainButton>
        )}
      </div>
    </fieldset>
  );
}

function ChosenPreview({ file, alt }: { file: File; alt: string }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <div className="file-preview">
      <img className="file-preview__image" src={url} alt={alt} />
      <span className="file-preview__name">{file.name}</span>
      <span className="file-preview__size">{readableSize(file.size)}</span>
    </div>
  );
}
