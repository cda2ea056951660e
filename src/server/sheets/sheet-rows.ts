import { Worker } from 'node:worker_threads';
import type { CellValue } from '../../domain/admissions/bulk-cells';
import { XLSX_TYPE, XLS_TYPE } from '../../domain/files/allowed-types';
import type { PlainRow } from './sheet-parse';
import type { SheetWorkerInput, SheetWorkerMessage } from './sheet-worker';
import { SheetTooLarge } from './unpacked-limits';

/**
 * One row of the first worksheet: its row number in the sheet (1 is the first), its cells from column A, and
 * whether the workbook counts dates in the 1904 date system (Mac Excel's option: a date serial then means
 * a day 1,462 days later than in the 1900 system).
 */
export interface SheetRow {
  number: number;
  cells: CellValue[];
  date1904: boolean;
}

/** The first worksheet of a workbook, read and within SHEET_LIMITS. */
export interface FirstSheet {
  /** Rows with something in them, the header included. */
  filledRows: number;
  /** The rows in order; the sheet is closed when they end or the loop over them stops. */
  rows(): AsyncGenerator<SheetRow>;
  /** Lets the sheet go (its worker ends); for a sheet whose rows are not gone through. */
  close(): void;
}

export class UnreadableSheet extends Error {}

/**
 * The sheet worker's module: sheet-worker.js in dist-server/ when the server runs from the build, where every
 * chunk sits in the one folder; from source (tsx, tests), sheet-worker-from-source.mjs, which loads
 * sheet-worker.ts through tsx.
 */
const WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? './sheet-worker-from-source.mjs' : './sheet-worker.js',
  import.meta.url,
);

/** The messages of a worker, one at a time; a worker that fails or ends early gives UnreadableSheet. */
function inbox(worker: Worker) {
  const queue: SheetWorkerMessage[] = [];
  let waiting: { resolve: (m: SheetWorkerMessage) => void; reject: (e: Error) => void } | undefined;
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    waiting?.reject(failure);
    waiting = undefined;
  };
  worker.on('message', (message: SheetWorkerMessage) => {
    if (waiting) waiting.resolve(message);
    else queue.push(message);
    waiting = undefined;
  });
  worker.on('error', (error) => fail(new UnreadableSheet(error.message)));
  worker.on('exit', () => fail(new UnreadableSheet('the sheet reader stopped')));
  return (): Promise<SheetWorkerMessage> => {
    const message = queue.shift();
    if (message) return Promise.resolve(message);
    if (failure) return Promise.reject(failure);
    return new Promise((resolve, reject) => (waiting = { resolve, reject }));
  };
}

/**
 * Reads the workbook's first worksheet in a worker thread (sheet-worker.ts, parseFirstSheet): parsing a large
 * sheet takes seconds of one thread, which must not be the server's. The worker sends every row, a batch at a
 * time as JSON, and ends; the batches wait here until their rows are gone through.
 */
async function readFirstSheet(bytes: Uint8Array, xlsx: boolean): Promise<FirstSheet> {
  const input: SheetWorkerInput = { bytes, xlsx };
  const worker = new Worker(WORKER_URL, { workerData: input });
  const next = inbox(worker);
  const close = () => void worker.terminate();
  let head: SheetWorkerMessage;
  try {
    head = await next();
  } catch (error) {
    close();
    throw error;
  }
  if (head.type !== 'head') {
    close();
    if (head.type === 'refused') throw new SheetTooLarge(head.status, head.message);
    throw new UnreadableSheet(head.type === 'unreadable' ? head.message : 'unexpected answer from the sheet reader');
  }
  const { date1904 } = head;
  const decoder = new TextDecoder();
  return {
    filledRows: head.filledRows,
    close,
    async *rows() {
      try {
        for (;;) {
          const batch = await next();
          if (batch.type !== 'rows') throw new UnreadableSheet('unexpected answer from the sheet reader');
          for (const row of JSON.parse(decoder.decode(batch.json)) as PlainRow[])
            yield { number: row.number, cells: row.cells, date1904 };
          if (batch.done) return;
          // Batches already here come without a turn of the event loop; let it turn between them.
          await new Promise(setImmediate);
        }
      } finally {
        close();
      }
    },
  };
}

/**
 * The first worksheet of an uploaded workbook, by the media type its bytes were found to be. Throws
 * SheetTooLarge past SHEET_LIMITS, UnreadableSheet when the bytes cannot be read as a workbook.
 */
export async function openFirstSheet(bytes: Uint8Array, mediaType: string): Promise<FirstSheet> {
  if (mediaType !== XLSX_TYPE && mediaType !== XLS_TYPE) throw new UnreadableSheet(mediaType);
  return readFirstSheet(bytes, mediaType === XLSX_TYPE);
}

/** The rows of an uploaded workbook's first worksheet (see openFirstSheet). */
export async function* sheetRows(bytes: Uint8Array, mediaType: string): AsyncGenerator<SheetRow> {
  yield* (await openFirstSheet(bytes, mediaType)).rows();
}
