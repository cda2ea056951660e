import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/** One started server, as the specs of one worker see it (./server.ts picks the worker's own). */
export interface E2eServer {
  baseUrl: string;
  /** A copy of dist/ the server serves, so a spec can deploy a new version into it. */
  staticDir: string;
  /** Where the test SMTP listener keeps each mail the server sends, one .eml file per mail. */
  mailDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker, in the order of the workers' pool ids. */
    e2eServers: E2eServer[];
    /** A folder where the axe check marks each screen it found free of violations, for every spec of the run. */
    axePassedDir: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the built app once for each worker that runs spec files (vitest.e2e.config.ts `maxWorkers`), each on its own
 * port with its own embedded database and demo seed, mail folder and copy of dist/: a worker's specs run one file at
 * a time against its server, as the whole suite did against one, so what one spec changes (maintenance mode, a new
 * version deployed) never reaches a spec running beside it.
 */
export default async function startServers(project: TestProject) {
  // The suite drives what ships: the built PWA and the server's build (dist-server/, plain JavaScript).
  if (!existsSync('dist/index.html') || !existsSync('dist-server/main.js'))
    throw new Error('The app is not built: run npm run build before the E2E suite');
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const started = await Promise.allSettled(Array.from({ length: workers }, () => startServer()));
  const stops = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value.stop] : []));
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await Promise.all(stops.map((stop) => stop()));
    throw failed.reason;
  }
  const axePassedDir = mkdtempSync(path.join(tmpdir(), 'campus-axe-'));
  project.provide('axePassedDir', axePassedDir);
  project.provide(
    'e2eServers',
    started.map((s) => (s as PromiseFulfilledResult<Awaited<ReturnType<typeof startServer>>>).value.server),
  );
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
    rmSync(axePassedDir, { recursive: true, force: true });
  };
}

/**
 * The built app on its own port, with a fresh embedded database holding the demo seed; `env` adds settings of its
 * own (a spec that needs a server configured otherwise starts one with this, and stops it after its tests).
 */
export async function startServer(
  env: Record<string, string> = {},
): Promise<{ server: E2eServer; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-e2e-'));
  const staticDir = path.join(dataDir, 'dist');
  cpSync('dist', staticDir, { recursive: true });
  const mailDir = path.join(dataDir, 'mail');
  mkdirSync(mailDir);
  const smtp = await startMailCatcher(mailDir);
  // Specs sign in wrongly and look up unknown roll numbers on purpose, quickly: limits have their own server tests.
  const LENIENT_LIMITS = {
    RESULTS_RATE_LIMIT: '100000',
    RESULTS_MISS_LIMIT: '100000',
    LOGIN_FREE_FAILURES: '1000',
    LOGIN_LOCKOUT_FAILURES: '2000',
    LOGIN_ADDRESS_FAILURE_LIMIT: '100000',
    MAIL_REQUEST_LIMIT: '1000',
    MAIL_REQUEST_ADDRESS_LIMIT: '100000',
    SELF_PAYMENT_FAILURE_LIMIT: '1000',
    SELF_PAYMENT_ADDRESS_FAILURE_LIMIT: '100000',
    STUDENT_CLAIM_MISS_LIMIT: '1000',
    STUDENT_CLAIM_CODES: '1000',
    SIGNUP_ADDRESS_LIMIT: '100000',
  };
  const server = spawn(process.execPath, ['dist-server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'db'),
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      ...LENIENT_LIMITS,
      SMTP_URL: smtp.url,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Reconciliation runs when a spec asks for it, never on a timer during the suite.
      RECONCILE_INTERVAL_MINUTES: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await answersHealth(baseUrl, server);
  } catch (error) {
    // A server that never came up is stopped here: nothing is left running after a failed start.
    await stop();
    throw error;
  }
  return { server: { baseUrl, staticDir, mailDir }, stop };
}

/**
 * Waits until the server answers /api/health. Its first start migrates and seeds the embedded database, which takes
 * seconds on a quiet machine and minutes on a busy one, so the limit is generous; an exit fails at once.
 */
async function answersHealth(baseUrl: string, server: ReturnType<typeof spawn>) {
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The server did not answer /api/health within 240 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A real SMTP listener (smtp-server) that writes every mail it receives into mailDir. */
async function startMailCatcher(mailDir: string) {
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        writeFileSync(path.join(mailDir, `${String(++count).padStart(5, '0')}.eml`), Buffer.concat(chunks));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as { port: number }).port;
  return { url: `smtp://127.0.0.1:${smtpPort}`, close: () => new Promise<void>((r) => smtp.close(() => r())) };
}
