import { PlainTextField } from './plain-text-field';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
  autocomplete?: string;
  maxlength?: number;
  name?: string;
  placeholder?: string;
  readonly?: boolean;
  inputmode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'search';
}

/**
 * A labelled outline input that reports plain strings and shows its error under the field. Plain
 * elements rather than Ionic's input: that component alone would add ~15 KB to every page's first load.
 */
export function TextInput({ autocomplete, maxlength, readonly, inputmode, ...rest }: Props) {
  return <PlainTextField autoComplete={autocomplete} maxLength={maxlength} readOnly={readonly} inputMode={inputmode} {...rest} />;
}
