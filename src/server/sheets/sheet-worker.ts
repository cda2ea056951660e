/**
 * The sheet worker: a worker thread (sheet-rows.ts starts one per upload) that parses an uploaded workbook's
 * first worksheet (parseFirstSheet) and sends its rows to the server as JSON, a batch at a time, so the
 * server's own thread keeps answering requests while a sheet of 100,000 rows is parsed. It sends every batch
 * at once and ends: SheetJS' copy of the sheet (several times the plain rows) is let go before the server
 * spends seconds checking and saving the rows. Built as its own entry (dist-server/sheet-worker.js,
 * scripts/build-server.ts).
 *
 * Given (workerData): the workbook's bytes and whether it is an .xlsx. Sends a SheetWorkerMessage: `head`
 * then `rows` batches, the last one `done`; or only `refused` / `unreadable`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { parseFirstSheet, type ParsedSheet, type PlainRow } from './sheet-parse';
import { SheetTooLarge } from './unpacked-limits';

export interface SheetWorkerInput {
  bytes: Uint8Array;
  xlsx: boolean;
}

export type SheetWorkerMessage =
  | { type: 'head'; filledRows: number; date1904: boolean }
  /** PlainRow[] as JSON in UTF-8, in a buffer handed over rather than copied: taking one in costs nothing. */
  | { type: 'rows'; json: ArrayBuffer; done: boolean }
  | { type: 'refused'; status: 400 | 413; message: string }
  | { type: 'unreadable'; message: string };

/** Rows per message to the server's thread: small enough that reading one there never holds it up. */
const BATCH_ROWS = 1000;

const port = parentPort;
if (port) {
  const send = (message: SheetWorkerMessage) => port.postMessage(message);
  const { bytes, xlsx } = workerData as SheetWorkerInput;
  let sheet: ParsedSheet | undefined;
  try {
    sheet = await parseFirstSheet(bytes, xlsx);
  } catch (error) {
    if (error instanceof SheetTooLarge) send({ type: 'refused', status: error.status, message: error.message });
    else send({ type: 'unreadable', message: error instanceof Error ? error.message : String(error) });
  }
  if (sheet) {
    send({ type: 'head', filledRows: sheet.filledRows, date1904: sheet.date1904 });
    const encoder = new TextEncoder();
    for (;;) {
      const rows: PlainRow[] = sheet.take(BATCH_ROWS);
      const json = encoder.encode(JSON.stringify(rows)).buffer as ArrayBuffer;
      port.postMessage({ type: 'rows', json, done: rows.length < BATCH_ROWS } satisfies SheetWorkerMessage, [json]);
      if (rows.length < BATCH_ROWS) break;
    }
  }
}
