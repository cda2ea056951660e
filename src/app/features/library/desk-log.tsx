import { useLingui } from '@lingui/react';

/** One line of the desk's list: an action done, kept on the device, or refused. */
export interface DeskLine {
  id: number;
  tone: 'done' | 'queued' | 'refused';
  /** The copy (or patron) the line is about. */
  code: string;
  /** Translated text; the first in big letters. */
  texts: string[];
}

let lastId = 0;
export const deskLine = (tone: DeskLine['tone'], code: string, texts: string[]): DeskLine => ({
  id: ++lastId,
  tone,
  code,
  texts,
});

/** The desk's actions, the newest first; a refusal is read out at once, the rest as they come. */
export function DeskLog({ lines, label }: { lines: readonly DeskLine[]; label: string }) {
  const { i18n } = useLingui();
  return (
    <ol className="library-desk__log" aria-label={label} aria-live="polite">
      {lines.map((line) => (
        <li key={line.id} className={`library-desk__line is-${line.tone}`}>
          {/* A list item may not be an alert itself (axe): its content is. */}
          <div role={line.tone === 'refused' ? 'alert' : undefined}>
            <p className="library-desk__code">
              {i18n._('Barcode')} {line.code}
            </p>
            {line.texts.map((text, i) => (
              <p key={i} className={i === 0 ? 'library-desk__big' : undefined}>
                {text}
              </p>
            ))}
          </div>
        </li>
      ))}
    </ol>
  );
}
