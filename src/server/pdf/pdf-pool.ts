import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { PdfJob } from './pdf-jobs';

/**
 * The worker module: pdf-worker.js in dist-server/ when the server runs from the build (every chunk sits in the one
 * folder); from source (tsx, tests), pdf-worker-from-source.mjs, which loads pdf-worker.ts through tsx.
 */
const WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? './pdf-worker-from-source.mjs' : './pdf-worker.js',
  import.meta.url,
);

/** Threads for PDFs: all cores but one, which stays with requests (at least one thread). */
export const PDF_THREADS = Math.max(1, availableParallelism() - 1);
/**
 * How much less the threads count with the system's scheduler than the server's own (nice(2)): on a busy host the
 * sheets and other requests get the cores first and PDFs wait. Set through @napi-rs/nice; where its native build is
 * missing, piscina runs the threads at the server's own priority.
 */
const NICE_INCREMENT = 10;
/** A thread idle this long ends; the next PDF starts one again (loading jsPDF, about a tenth of a second). */
const IDLE_MS = 5 * 60_000;

export class PdfQueueFull extends Error {}

/**
 * The process's PDF threads. They start with the first PDF, so a server that makes none starts no thread, and an idle
 * thread does not keep the process alive.
 */
let pool: Piscina<PdfJob, Uint8Array> | null = null;

/** Builds PDFs on the process's threads. */
export interface PdfThreads {
  /** Builds a PDF on a worker thread; rejects with PdfQueueFull when as many as allowed are waiting already. */
  build(job: PdfJob): Promise<Uint8Array>;
}

/** The threads as one app uses them: at most `waitingPerThread` PDFs wait per thread (0: none is built). */
export function pdfThreads(waitingPerThread: number): PdfThreads {
  const maxWaiting = waitingPerThread * PDF_THREADS;
  return {
    async build(job) {
      pool ??= new Piscina<PdfJob, Uint8Array>({
        filename: WORKER_URL.href,
        minThreads: 0,
        maxThreads: PDF_THREADS,
        idleTimeout: IDLE_MS,
        niceIncrement: NICE_INCREMENT,
      });
      if (pool.queueSize >= maxWaiting) throw new PdfQueueFull('Too many documents are waiting to be built');
      return await pool.run(job);
    },
  };
}

/** Ends the threads (a server shutting down); PDFs being built finish first. */
export async function closePdfThreads(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.close();
}
