import { TextField, type TextFieldProps } from './text-field';

/** A date as the browser's date picker gives it (yyyy-mm-dd, or '' when cleared). */
export function DateField(props: Omit<TextFieldProps, 'type' | 'normalize'>) {
  return <TextField type="date" {...props} />;
}
