import * as v from 'valibot';
import type { ImportReport } from '../../../domain/admissions/bulk-report';
import {
  ImportProgressSchema,
  ImportReportSchema,
  type ImportProgress,
} from '../../../domain/admissions/import-answers';
import { MessageAnswerSchema } from '../../../domain/messages/message-answer';
import { apiBases } from '../../lib/config';
import { IDEMPOTENCY_HEADER } from '../../lib/idempotency-key';

const appBase = () => new URL(apiBases().app, location.origin).href.replace(/\/?$/, '/');

/** Where the upload is: bytes sent (the browser's upload progress), then rows checked and saved (the server's job row). */
export type UploadStage =
  { stage: 'sending'; sent: number; total: number } | { stage: 'checking'; progress: ImportProgress | null };

export class UploadRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** GET {app}/admissionImports/{key}: rows checked and saved so far (null until the server has started the job). */
async function pollProgress(importKey: string): Promise<ImportProgress | null> {
  const res = await fetch(`${appBase()}admissionImports/${encodeURIComponent(importKey)}`, {
    credentials: 'include',
    cache: 'no-store',
  });
  return res.ok ? v.parse(ImportProgressSchema, await res.json()) : null;
}

/**
 * POST {app}/masterDataExcelsUploads?fileType={fileType} with the file as excelFileUpload (§7): admissions
 * (newAdmissionsForm) or a list's rows (subjects …).
 * XMLHttpRequest, because fetch (and so ky) cannot report upload progress over HTTP/1.1; the Idempotency-Key
 * is also the job's key, polled every 700 ms once the bytes are sent. Resolves with the server's report.
 */
export function uploadSheet(
  file: File,
  fileType: string,
  onStage: (stage: UploadStage) => void,
  query: Readonly<Record<string, string>> = {},
): { done: Promise<ImportReport>; cancel: () => void } {
  const importKey = crypto.randomUUID();
  const xhr = new XMLHttpRequest();
  let polling: ReturnType<typeof setInterval> | null = null;
  const stopPolling = () => {
    if (polling) clearInterval(polling);
    polling = null;
  };
  const done = new Promise<ImportReport>((resolve, reject) => {
    const search = new URLSearchParams({ ...query, fileType });
    xhr.open('POST', `${appBase()}masterDataExcelsUploads?${search.toString()}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader(IDEMPOTENCY_HEADER, importKey);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) =>
      onStage({ stage: 'sending', sent: e.loaded, total: e.lengthComputable ? e.total : file.size });
    xhr.upload.onload = () => {
      onStage({ stage: 'checking', progress: null });
      polling = setInterval(() => {
        void pollProgress(importKey)
          .then((progress) => {
            if (progress && polling) onStage({ stage: 'checking', progress });
          })
          .catch(() => undefined);
      }, 700);
    };
    xhr.onload = () => {
      stopPolling();
      const body: unknown = xhr.response;
      if (xhr.status !== 200)
        reject(new UploadRefused(xhr.status, v.is(MessageAnswerSchema, body) ? body.message : ''));
      else {
        const report = v.safeParse(ImportReportSchema, body);
        if (report.success) resolve(report.output);
        else reject(new v.ValiError(report.issues));
      }
    };
    xhr.onerror = () => {
      stopPolling();
      reject(new UploadRefused(0, ''));
    };
    xhr.onabort = () => {
      stopPolling();
      reject(new UploadRefused(0, ''));
    };
    const body = new FormData();
    body.append('excelFileUpload', file, file.name);
    xhr.send(body);
  });
  return { done, cancel: () => xhr.abort() };
}

/** The file to GET as a download (template, error sheet), or a refusal. */
export async function downloadFromApp(path: string): Promise<Blob> {
  const res = await fetch(`${appBase()}${path}`, { credentials: 'include', cache: 'no-store' });
  if (!res.ok) throw new UploadRefused(res.status, '');
  return res.blob();
}
