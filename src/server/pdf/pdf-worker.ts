/**
 * The PDF worker: a thread of the server's PDF pool (pdf-pool.ts) that builds one PDF at a time from a job
 * (pdf-jobs.ts) and hands the bytes back without copying them. jsPDF's layout and compression take tens of
 * milliseconds of one core per document; here they do not hold up the thread that answers requests. Built as its
 * own entry (dist-server/pdf-worker.js, scripts/build-server.ts).
 */
import { move } from 'piscina';
import { buildPdfJob, type PdfJob } from './pdf-jobs';

export default async function buildPdf(job: PdfJob) {
  const bytes = await buildPdfJob(job);
  return move(bytes);
}
