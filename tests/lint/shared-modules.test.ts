import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The API files run without isolation (vitest.config.ts, project `server`): a worker's next file finds the modules,
 * timers and environment the previous one left. So none mocks a module or stubs a global, and each that fakes
 * timers or sets an environment variable puts it back (docs/testing.md, CI).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const vi = (call: string) => new RegExp(`\\bvi\\.${call}\\(`);

function apiFiles(dir = 'tests/server'): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return apiFiles(relative);
    return /\.ts$/.test(entry.name) ? [relative] : [];
  });
}

const sources = apiFiles().map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));

describe('API test files share their worker’s modules', () => {
  it('finds the API files', () => {
    expect(sources.length).toBeGreaterThan(50);
  });

  it('mock no module and stub no global or environment variable through Vitest', () => {
    const calls = ['mock', 'doMock', 'stubGlobal', 'stubEnv'].map(vi);
    expect(sources.filter(({ text }) => calls.some((call) => call.test(text))).map(({ file }) => file)).toEqual([]);
  });

  it('put real timers back wherever they fake them', () => {
    const faking = sources.filter(({ text }) => vi('useFakeTimers').test(text));
    expect(faking.filter(({ text }) => !vi('useRealTimers').test(text)).map(({ file }) => file)).toEqual([]);
  });

  it('restore every environment variable they set', () => {
    const setting = sources.filter(({ text }) => /process\.env\[?[\w'"]*\]?\s*=[^=]/.test(text));
    expect(setting.filter(({ text }) => !/delete process\.env\[/.test(text)).map(({ file }) => file)).toEqual([]);
  });
});
