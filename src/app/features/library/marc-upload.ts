import * as v from 'valibot';
import {
  ImportProgressSchema,
  ImportReportSchema,
  type ImportProgress,
  type ImportReport,
} from '../../../domain/admissions/import-answers';
import { MessageAnswerSchema } from '../../../domain/messages/message-answer';
import { apiBases } from '../../lib/config';
import { IDEMPOTENCY_HEADER } from '../../lib/idempotency-key';
import { UploadRefused, type UploadStage } from '../../ui/sheet-upload/upload-sheet';

const appBase = () => new URL(apiBases().app, location.origin).href.replace(/\/?$/, '/');

async function pollProgress(importKey: string): Promise<ImportProgress | null> {
  const res = await fetch(`${appBase()}library/marc-imports/${encodeURIComponent(importKey)}`, {
    credentials: 'include',
    cache: 'no-store',
  });
  return res.ok ? v.parse(ImportProgressSchema, await res.json()) : null;
}

/**
 * POST library/marc-imports with the MARC file as the body: XMLHttpRequest, so the bytes sent are reported (fetch
 * cannot over HTTP/1.1), then the records read and saved polled from the job every 700 ms. The Idempotency-Key names
 * the job, so a retry is answered with the first import's report.
 */
export function uploadMarc(file: File, onStage: (stage: UploadStage) => void): Promise<ImportReport> {
  const importKey = crypto.randomUUID();
  const xhr = new XMLHttpRequest();
  let polling: ReturnType<typeof setInterval> | null = null;
  const stop = () => {
    if (polling) clearInterval(polling);
    polling = null;
  };
  return new Promise<ImportReport>((resolve, reject) => {
    xhr.open('POST', `${appBase()}library/marc-imports?${new URLSearchParams({ fileName: file.name }).toString()}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader(IDEMPOTENCY_HEADER, importKey);
    xhr.setRequestHeader('Content-Type', 'application/marc');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) =>
      onStage({ stage: 'sending', sent: e.loaded, total: e.lengthComputable ? e.total : file.size });
    xhr.upload.onload = () => {
      onStage({ stage: 'checking', progress: null });
      polling = setInterval(() => {
        void pollProgress(importKey)
          .then((progress) => progress && polling && onStage({ stage: 'checking', progress }))
          .catch(() => undefined);
      }, 700);
    };
    xhr.onload = () => {
      stop();
      const body: unknown = xhr.response;
      if (xhr.status !== 200)
        return reject(new UploadRefused(xhr.status, v.is(MessageAnswerSchema, body) ? body.message : ''));
      const report = v.safeParse(ImportReportSchema, body);
      if (report.success) resolve(report.output);
      else reject(new v.ValiError(report.issues));
    };
    xhr.onerror = xhr.onabort = () => {
      stop();
      reject(new UploadRefused(0, ''));
    };
    xhr.send(file);
  });
}
