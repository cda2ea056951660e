import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AuditExportQuerySchema,
  CHECKER_MESSAGES as C,
  RejectSchema,
  isCheckedList,
  mayDecide,
} from '../../src/domain/academic/maker-checker';
import { LIST_MESSAGES as M } from '../../src/domain/academic/messages';

const SRC = join(import.meta.dirname, '../../src');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
const sources = files(SRC).map((path) => readFileSync(path, 'utf8'));

describe('maker-checker of the lists that decide results', () => {
  it('checks regulations and subjects only', () => {
    expect(isCheckedList('regulations')).toBe(true);
    expect(isCheckedList('subjects')).toBe(true);
    expect(isCheckedList('branches')).toBe(false);
  });

  it('lets the principal or another administrator decide, never the maker', () => {
    expect(mayDecide({ id: 2, roles: ['ROLE_PRINCIPAL'] }, 1)).toBe(true);
    expect(mayDecide({ id: 3, roles: ['ROLE_ADMIN'] }, 1)).toBe(true);
    expect(mayDecide({ id: 1, roles: ['ROLE_ADMIN'] }, 1)).toBe(false);
    expect(mayDecide({ id: 4, roles: ['ROLE_ACADEMICS'] }, 1)).toBe(false);
  });

  it("writes 'Record authorized successfully' and 'Record rejected successfully' once each", () => {
    for (const words of [C.authorized, C.rejected])
      expect(sources.filter((text) => text.includes(`'${words}'`))).toHaveLength(1);
  });

  it("asks a rejection's reason with 'Please fill all the fields.' and refuses markup", () => {
    expect(v.safeParse(RejectSchema, { reason: '  ' }).issues?.[0]?.message).toBe(M.fillAll);
    expect(v.safeParse(RejectSchema, { reason: '<b>no</b>' }).issues?.[0]?.message).toBe(M.invalid);
    expect(v.safeParse(RejectSchema, { reason: 'Pass mark too low' }).success).toBe(true);
  });

  it('takes an export range of real days, from not after to', () => {
    expect(v.safeParse(AuditExportQuerySchema, { from: '2026-01-01', to: '2026-01-31' }).success).toBe(true);
    expect(v.safeParse(AuditExportQuerySchema, { from: '2026-02-30' }).success).toBe(false);
    expect(v.safeParse(AuditExportQuerySchema, { from: '2026-02-01', to: '2026-01-01' }).success).toBe(false);
  });
});
