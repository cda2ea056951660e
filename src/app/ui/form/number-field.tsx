import { TextField, type TextFieldProps } from './text-field';

/**
 * A number as typed (the schema decides what is valid, e.g. §5 'no leading zero'): a text input with the
 * numeric keyboard, since a number input would silently drop what it cannot parse.
 */
export function NumberField({ inputMode = 'numeric', ...props }: Omit<TextFieldProps, 'type'>) {
  return <TextField type="text" inputMode={inputMode} autoComplete="off" {...props} />;
}
