import { useQueryClient } from '@tanstack/react-query';
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

const OFFLINE = `${COLLEGE_IMAGE_MESSAGES.failed}. Check your connection and try again.`;
/** The header's query (getLogoDataForHeaders, src/app/shell): read again after a change so it shows at once. */
const HEADER_LOGO_KEY = ['home', 'logo'] as const;

/**
 * One of the college's pictures on the College Profile screen: what is saved now, a file picker with a preview of
 * the chosen picture, Upload (with the bytes sent), and Remove. The server checks the bytes again.
 */
export function CollegeImageField({ kind, saved }: { kind: CollegeImageKind; saved: CollegeImage | null }) {
  const rule = COLLEGE_IMAGES[kind];
  const title = rule.label.charAt(0).toUpperCase() + rule.label.slice(1);
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
    setNotice(answer.message);
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
        error instanceof ImageRefused && error.message ? `${COLLEGE_IMAGE_MESSAGES.failed}: ${error.message}` : OFFLINE,
      );
    } finally {
      setSending(null);
    }
  };
  const remove = async () => {
    if (!(await confirmYes(`Remove the ${rule.label}?`))) return;
    setFailure(null);
    setNotice(null);
    setRemoving(true);
    try {
      await changed(await removeCollegeImage(kind));
    } catch (error) {
      setFailure(await failureMessage(error));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <fieldset className={`college-image college-image--${kind}`} aria-busy={busy}>
      <legend>{title}</legend>
      <div className="college-image__current">
        {saved ? (
          <img src={saved.url} alt={`Current ${rule.label}`} />
        ) : (
          <p className="hint">
            {kind === 'logo'
              ? 'No logo uploaded: the header and letterheads show the badge made at install.'
              : 'No banner uploaded: the header shows the words Enterprise Resource Planning.'}
          </p>
        )}
      </div>
      <label htmlFor={id}>{saved ? `Replace the ${rule.label}` : `Choose a ${rule.label}`}</label>
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
        {FILE_KINDS.picture.described.replace(/^a /, 'A ')} of at most {readableSize(rule.maxBytes)}. {rule.hint}
      </p>
      {chosen && <ChosenPreview file={chosen} label={rule.label} />}
      {sending && (
        <div className="college-image__progress">
          <progress max={sending.total || 1} value={sending.sent} aria-label={`${title} sent`} />
          <p className="hint" aria-live="polite">
            Sending the picture: {readableSize(sending.sent)} of {readableSize(sending.total)}
          </p>
        </div>
      )}
      <ErrorAlert message={failure} />
      <StatusNote>{notice}</StatusNote>
      <div className="row-actions">
        {chosen && (
          <>
            <PlainButton disabled={busy} onClick={() => void upload()}>
              {sending ? 'Uploading…' : `Upload the ${rule.label}`}
            </PlainButton>
            <PlainButton fill="outline" disabled={busy} onClick={clearChoice}>
              Cancel
            </PlainButton>
          </>
        )}
        {saved && !chosen && (
          <PlainButton fill="outline" color="danger" disabled={busy} onClick={() => void remove()}>
            {removing ? 'Removing…' : `Remove the ${rule.label}`}
          </PlainButton>
        )}
      </div>
    </fieldset>
  );
}

function ChosenPreview({ file, label }: { file: File; label: string }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <div className="file-preview">
      <img className="file-preview__image" src={url} alt={`Preview of the new ${label}`} />
      <span className="file-preview__name">{file.name}</span>
      <span className="file-preview__size">{readableSize(file.size)}</span>
    </div>
  );
}
