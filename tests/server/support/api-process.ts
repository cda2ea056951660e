import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ApiProcess {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Everything the process wrote to stderr, for a failing test's message. */
  stderr(): string;
  stop(): Promise<void>;
}

/**
 * Starts the API server (src/server/main.ts through tsx) as its own process on a free port, with `env` over
 * the test's environment, and resolves once it logs that it is listening.
 */
export function startApiProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the API process did not start within ${timeoutMs} ms:\n${errors}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API process stopped (exit code ${code}) before listening:\n${errors}`));
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const entry = JSON.parse(line) as { msg?: string; port?: number };
      if (entry.msg !== 'listening' || !entry.port) return;
      clearTimeout(timer);
      resolve({ origin: `http://127.0.0.1:${entry.port}`, stderr: () => errors, stop });
    });
  });
}
