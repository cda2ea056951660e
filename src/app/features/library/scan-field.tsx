import { useRef, useState, type KeyboardEvent } from 'react';
import { PlainTextField } from '../../ui/plain-text-field';
import { CameraScan } from './camera-scan';
import './scan-field.css';

interface Props {
  label: string;
  /** Told of each code scanned or typed and ended with Enter; the box empties and keeps the focus for the next. */
  onScan: (code: string) => void;
  busy?: boolean;
  error?: string | null;
}

/**
 * A box a USB scanner types into (it ends each code with Enter), or a person types a code; on a device with a camera,
 * the camera reads the codes into the same hands (camera-scan.tsx). One field for every code the library scans.
 */
export function ScanField({ label, onScan, busy = false, error = null }: Props) {
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const code = value.trim();
    if (!code || busy) return;
    setValue('');
    onScan(code);
    input.current?.focus();
  };
  return (
    <div className="library-scan-field">
      <PlainTextField
        className="library-scan"
        label={label}
        value={value}
        onChange={setValue}
        onKeyDown={onKeyDown}
        inputRef={input}
        error={error}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        enterKeyHint="go"
        // The desk scans one code after another: the box is the page's point.
        autoFocus
      />
      <CameraScan label={label} onScan={(code) => !busy && onScan(code)} />
    </div>
  );
}
