import { usePageI18n } from '../../i18n/translate-known';
import { useEffect, useMemo, useRef } from 'react';
import { FieldLabel, FieldMessage, fieldAria } from './field-parts';
import type { FieldBinding } from './use-schema-form';

interface Props {
  field: FieldBinding<File | null>;
  label: string;
  /** What the picker offers, e.g. 'image/*' or '.pdf,.jpg,.jpeg,.png,.gif' (§5 alumni); the server checks the bytes. */
  accept?: string;
  required?: boolean;
}

/** Made on first use: building a number format at module load lengthens the form's first task. */
let sizeFormatter: Intl.NumberFormat | undefined;
const oneDecimal = (n: number) =>
  (sizeFormatter ??= new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 })).format(n);

/** A file's size as people read it: 820 B, 14.2 KB, 3.1 MB. */
export function readableSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${oneDecimal(bytes / 1024)} KB`;
  return `${oneDecimal(bytes / (1024 * 1024))} MB`;
}

/** A file picker with a preview: the picture for an image, else the file's name and size; Remove clears it. */
export function FileField({ field, label, accept, required }: Props) {
  const i18n = usePageI18n();
  const isRequired = required ?? field.required;
  const file = field.value;
  const input = useRef<HTMLInputElement | null>(null);
  const remove = () => {
    if (input.current) input.current.value = ''; // so the same file can be chosen again
    field.onChange(null);
  };
  return (
    <div className={field.error ? 'file-field file-field--invalid' : 'file-field'}>
      <FieldLabel htmlFor={field.id} label={label} required={isRequired} />
      <input
        id={field.id}
        name={field.name}
        type="file"
        accept={accept}
        ref={(element) => {
          input.current = element;
          field.attach(element);
        }}
        onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
        onBlur={field.onBlur}
        {...fieldAria(field.id, field.error, isRequired)}
      />
      {file && (
        <div className="file-preview">
          {file.type.startsWith('image/') && <ImagePreview file={file} />}
          <span className="file-preview__name">{file.name}</span>
          <span className="file-preview__size">{readableSize(file.size)}</span>
          <button type="button" className="file-preview__remove" onClick={remove}>
            {i18n._('Remove')}
          </button>
        </div>
      )}
      <FieldMessage fieldId={field.id} error={field.error} />
    </div>
  );
}

function ImagePreview({ file }: { file: File }) {
  const i18n = usePageI18n();
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <img className="file-preview__image" src={url} alt={i18n._('Preview of {name}', { name: file.name })} />;
}
