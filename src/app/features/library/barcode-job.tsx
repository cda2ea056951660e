import { HTTPError } from 'ky';
import { useState } from 'react';
import { refusalText } from '../../lib/refusal-text';
import type { OnPages } from './barcode-pdf-download';

/** How far a PDF is: its data asked for (total null), then sheets or pages made of all. */
export interface PagesMade {
  made: number;
  total: number | null;
}

/** Where the server's refusal of a selection shows: the field that chose it, while the form holds what was refused. */
export interface RefusalPlace {
  /** The form's values when it was sent (a change to any field clears the refusal). */
  key: string;
  field: string;
}

/** The server's answers about the selection itself: its rules (400), nothing chosen (404), too many (422). */
const aboutSelection = (e: unknown) => e instanceof HTTPError && [400, 404, 422].includes(e.response.status);

/**
 * Making one PDF of labels or cards: its progress, the server's refusal kept for the field that chose what it
 * refused, and any other failure (offline, a server error) for under the form.
 */
export function useBarcodeJob() {
  const [progress, setProgress] = useState<PagesMade | null>(null);
  const [refusal, setRefusal] = useState<(RefusalPlace & { message: string }) | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async <T,>(place: RefusalPlace, work: (onPages: OnPages) => Promise<T>): Promise<T | null> => {
    setProgress({ made: 0, total: null });
    setRefusal(null);
    setFailure(null);
    try {
      return await work((made, total) => setProgress({ made, total }));
    } catch (e) {
      const message = await refusalText(e);
      if (aboutSelection(e)) setRefusal({ ...place, message });
      else setFailure(message);
      return null;
    } finally {
      setProgress(null);
    }
  };

  /** The refusal to show at `field` while the form's values are still `key`. */
  const refusalAt = (field: string, key: string): string | null =>
    refusal && refusal.field === field && refusal.key === key ? refusal.message : null;

  return { busy: progress !== null, progress, failure, run, refusalAt };
}

/** The progress bar and its words ("Sheet 3 of 20 made…"), announced as they change. */
export function PagesProgress({ progress, label, text }: { progress: PagesMade; label: string; text: string }) {
  return (
    <div className="barcodes-progress">
      {progress.total === null ? (
        <progress aria-label={label} />
      ) : (
        <progress max={progress.total} value={progress.made} aria-label={label} />
      )}
      <p className="hint" role="status">
        {text}
      </p>
    </div>
  );
}
