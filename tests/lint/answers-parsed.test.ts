import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The messages of the answers rule on `code`, linted as if it were the file at `filePath`. */
async function answerMessages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.message.startsWith('answers are parsed, not cast')).map((m) => m.message);
}

const snippet = (body: string) => `declare const api: { get(path: string): { json<T = unknown>(): Promise<T> } };
export async function read() {
  ${body}
}
`;

describe('ESLint refuses a cast answer in the app and the service worker', { timeout: 60_000 }, () => {
  it.each([
    ['.json<T>()', "return api.get('x').json<{ a: number }>();"],
    ['x.json() as T', "return api.get('x').json() as Promise<{ a: number }>;"],
    ['(await x.json()) as T', "return (await api.get('x').json()) as { a: number };"],
  ])('refuses %s', async (_name, body) => {
    expect(await answerMessages(snippet(body), 'src/app/features/example/example-queries.ts')).toHaveLength(1);
    expect(await answerMessages(snippet(body), 'sw/example.ts')).toHaveLength(1);
    expect(await answerMessages(snippet(body), 'src/app/lib/http.ts')).toHaveLength(1);
  });

  it('refuses an XMLHttpRequest answer cast (xhr.response as T)', async () => {
    const code = 'export const read = (xhr: XMLHttpRequest) => xhr.response as { a: number };\n';
    expect(await answerMessages(code, 'src/app/ui/example/upload.ts')).toHaveLength(1);
  });

  it('accepts an answer parsed with its schema', async () => {
    const body = "return v.parse(v.object({ a: v.number() }), await api.get('x').json());";
    const code = `import * as v from 'valibot';\n${snippet(body)}`;
    expect(await answerMessages(code, 'src/app/features/example/example-queries.ts')).toEqual([]);
  });
});
