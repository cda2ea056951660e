import * as XLSX from '@e965/xlsx';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { CHECKER_MESSAGES as C } from '../../../src/domain/academic/maker-checker';
import { LIST_MESSAGES as M } from '../../../src/domain/academic/messages';
import { BULK_MESSAGES } from '../../../src/domain/admissions/bulk-messages';

/** A fresh install as its specs reach it: the address, its outbox folder and the first administrator's password. */
export interface EmptyInstall {
  baseUrl: string;
  outbox: string;
  password: string;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * A fresh install (no demo data) for the spec file that calls this at its top: its own server on an empty embedded
 * database, made as a college makes one (create-admin, then the server with SEED=never), the first administrator's
 * password chosen through the link create-admin printed. Only migrations run, so it starts in seconds; it is
 * stopped and its folder removed after the file.
 */
export function useEmptyInstall(password: string): () => EmptyInstall {
  let server: ChildProcess | null = null;
  let dataDir = '';
  let install: EmptyInstall | null = null;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'campus-e2e-empty-'));
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = { ...process.env, DATA_DIR: path.join(dataDir, 'db'), PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn' };
    const made = spawnSync(
      process.execPath,
      ['dist-server/create-admin.js', '--user', 'principal', '--email', 'principal@college.example.in'],
      { env, encoding: 'utf8' },
    );
    const token = /token=([\w-]+)/.exec(made.stdout)?.[1];
    if (!token) throw new Error(`create-admin gave no link: ${made.stdout}${made.stderr}`);
    server = spawn(process.execPath, ['dist-server/main.js'], {
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        STATIC_DIR: 'dist',
        SEED: 'never',
        RECONCILE_INTERVAL_MINUTES: '0',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    for (let i = 0; ; i++) {
      if (
        await fetch(`${baseUrl}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 400 || server.exitCode !== null) throw new Error('the empty-install server did not start');
      await new Promise((r) => setTimeout(r, 250));
    }
    const reset = await fetch(`${baseUrl}/api/auth/resetPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password, confirmPassword: password }),
    });
    expect(reset.status).toBe(200);
    install = { baseUrl, outbox: path.join(dataDir, 'db', 'outbox'), password };
  }, 120_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  return () => {
    if (!install) throw new Error('the empty install is not started yet');
    return install;
  };
}

/**
 * Adds one row on a list screen's own form: boxes filled, drop-downs set to the option of that text (else the first
 * holding it) once their list has loaded.
 */
export async function addRow(page: Page, one: string, values: Record<string, string>) {
  await page.getByRole('button', { name: `Add ${one}` }).click();
  const form = page.getByRole('form', { name: `Add ${one}` });
  for (const [label, value] of Object.entries(values)) {
    const field = form.getByLabel(new RegExp(`^${label}`));
    if ((await field.evaluate((e) => e.tagName)) === 'SELECT') {
      await field.locator('option', { hasText: value }).first().waitFor({ state: 'attached' });
      const options = await field
        .locator('option')
        .evaluateAll((all: HTMLOptionElement[]) =>
          all.filter((o) => o.value !== '').map((o) => ({ value: o.value, text: o.text.trim() })),
        );
      const chosen = options.find((o) => o.text === value) ?? options.find((o) => o.text.includes(value));
      await field.selectOption(chosen!.value);
    } else await field.fill(value);
  }
  await form.getByRole('button', { name: 'Save' }).click();
  await page.locator('.academic-list .success-note').getByText(M.saved).waitFor();
}

/** The principal authorizes the one change waiting (regulations and subjects need a second person). */
export async function authorize(principal: Page, title: string) {
  await principal.goto('/app/Admin/Changes to Authorize');
  await principal
    .getByRole('listitem', { name: title })
    .getByRole('button', { name: 'Authorize', exact: true })
    .click();
  await principal.locator('.success-note').getByText(C.authorized).waitFor();
}

/** A one-sheet workbook of `rows` under `headers`, as a spreadsheet program saves it. */
export function workbook(sheetName: string, headers: readonly string[], rows: readonly Record<string, unknown>[]) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([[...headers], ...rows.map((row) => headers.map((h) => row[h] ?? null))]),
    sheetName,
  );
  return {
    name: `${sheetName}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: XLSX.write(book, { bookType: 'xlsx', type: 'buffer' }) as Buffer,
  };
}

/** Uploads a workbook on a screen's "Upload Excel" panel and waits for every row saved. */
export async function uploadExcel(page: Page, file: ReturnType<typeof workbook>, rows: number) {
  const panel = page.locator('.bulk-upload');
  await panel.getByLabel('Excel file').setInputFiles(file);
  await panel.getByRole('button', { name: 'Upload' }).click();
  await panel.getByText(`${BULK_MESSAGES.uploaded}: ${rows} saved of ${rows} rows`).waitFor({ timeout: 30_000 });
}
