import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository root: children run there so relative paths (STATIC_DIR=dist) mean the same everywhere. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface ChildServer {
  url: string;
  /** The server's process id (its memory is read from /proc/<pid>/status). */
  pid?: number;
  stop(): Promise<void>;
}

let serverBuilt: Promise<void> | null = null;

/** Builds the server (dist-server/, under a second) once per bench run, so the bench measures today's code as it ships. */
function buildServer(): Promise<void> {
  serverBuilt ??= new Promise((resolve, reject) => {
    const build = spawn(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    build.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`building the server failed (${String(code)})`)),
    );
  });
  return serverBuilt;
}

/**
 * Starts the built bench/serve-target.ts (dist-server/serve-target.js: plain JavaScript, as `npm start` runs the
 * server) with the given environment and waits (at most 120 s) for its READY line.
 */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  await buildServer();
  const child = spawn(process.execPath, ['dist-server/serve-target.js'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('bench server did not start within 120 s'));
    }, 120_000);
    child.stdout.on('data', (chunk: Buffer) => {
      const match = String(chunk).match(/READY (\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`bench server exited with ${child.exitCode ?? child.signalCode}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
