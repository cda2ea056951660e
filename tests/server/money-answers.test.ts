import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { SERVER_MODULES } from '../../src/server/modules';
import type { Operation } from '../../src/server/modules/server-module';
import { moneyCases } from './contract-cases/money-cases';
import { demoCollegeApp } from './support/demo-college-app';
import { SessionClient } from './support/session-client';

const demo = demoCollegeApp();

/** Every operation of the server's modules by its permission line. */
const operations = new Map<string, Operation>(SERVER_MODULES.flatMap((m) => Object.entries(m.operations ?? {})));

/** The permission line a path answers to: its method and the pattern with `:params`. */
function lineOf(method: string, path: string): string | undefined {
  const bare = path.split('?')[0]!;
  return [...operations.keys()].find((line) => {
    const [m, pattern] = line.split(' ');
    if (m !== method) return false;
    const re = new RegExp(`^${pattern!.replace(/:[^/]+/g, '[^/]+')}$`);
    return re.test(bare);
  });
}

describe('the payments and admissions answers match their operations', () => {
  for (const c of moneyCases)
    it(`${c.method} ${c.path} as ${c.user ?? 'nobody'}`, async () => {
      const line = lineOf(c.method, c.path);
      expect(line, 'an operation describes it').toBeDefined();
      const operation = operations.get(line!)!;
      const client = c.user ? await demo.signedIn(c.user) : new SessionClient(demo.app);
      const res = await client.request(c.path, { method: c.method, ...(c.json === undefined ? {} : { json: c.json }) });
      expect(res.status).toBe(c.status ?? operation.status ?? 200);
      if (!operation.answer) return;
      const parsed = v.safeParse(operation.answer, await res.json());
      expect(parsed.issues?.map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`)).toBeUndefined();
    });
});
