import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;

/** A small project laid out like ours, where each file breaks (or keeps) one rule; checked with our config. */
const FILES: Record<string, string> = {
  'src/domain/results/rule.ts': `export const rule = 1;`,
  'src/domain/results/uses-node.ts': `import { randomUUID } from 'node:crypto';\nexport const id = randomUUID;`,
  'src/domain/results/uses-app.ts': `import { http } from '../../app/lib/http';\nexport const x = http;`,
  'src/app/lib/http.ts': `import { rule } from '../../domain/results/rule';\nexport const http = rule;`,
  'src/app/lib/uses-feature.ts': `import { screen } from '../features/results/screen';\nexport const x = screen;`,
  'src/app/ui/uses-shell.ts': `import { frame } from '../shell/frame';\nexport const x = frame;`,
  'src/app/shell/frame.ts': `import { http } from '../lib/http';\nexport const frame = http;`,
  'src/app/shell/uses-feature.ts': `import { screen } from '../features/results/screen';\nexport const x = screen;`,
  'src/app/features/results/screen.ts': `import { frame } from '../../shell/frame';\nimport { rule } from '../../../domain/results/rule';\nexport const screen = [frame, rule];`,
  'src/app/features/home/uses-results.ts': `import { screen } from '../results/screen';\nexport const x = screen;`,
  'src/app/routes/results-routes.ts': `import { screen } from '../features/results/screen';\nimport { x } from '../features/home/uses-results';\nexport const route = [screen, x];`,
  'src/server/modules/home/routes.ts': `import { results } from '../results/service';\nexport const home = results;`,
  'src/server/modules/home/uses-other-routes.ts': `import { routes } from '../results/routes';\nexport const x = routes;`,
  'src/server/modules/results/service.ts': `import { rule } from '../../../domain/results/rule';\nexport const results = rule;`,
  'src/server/modules/results/routes.ts': `import { results } from './service';\nexport const routes = results;`,
  'src/server/uses-app.ts': `import { http } from '../app/lib/http';\nexport const x = http;`,
  'src/app/lib/uses-server.ts': `import { results } from '../../server/modules/results/service';\nexport const x = results;`,
  'sw/sw.ts': `import { rule } from '../src/domain/results/rule';\nimport { http } from '../src/app/lib/http';\nimport { screen } from '../src/app/features/results/screen';\nexport const sw = [rule, http, screen];`,
  'src/app/lib/cycle-a.ts': `import { b } from './cycle-b';\nexport const a = () => b;`,
  'src/app/lib/cycle-b.ts': `import { a } from './cycle-a';\nexport const b = () => a;`,
};

let dir = '';
let violations: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const result = await cruise(['src', 'sw'], {
    baseDir: dir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  });
  const output = result.output as ICruiseResult;
  violations = output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const expectViolation = (rule: string, from: string, to: string) =>
  expect(violations).toContain(`${rule}: ${from} → ${to}`);
const expectNoViolationFrom = (from: string) => expect(violations.filter((v) => v.includes(`: ${from} →`))).toEqual([]);

describe('import boundaries (.dependency-cruiser.cjs, STYLE.md habit 2)', () => {
  it('a feature never imports another feature', () => {
    expectViolation(
      'feature-not-to-other-feature',
      'src/app/features/home/uses-results.ts',
      'src/app/features/results/screen.ts',
    );
  });

  it('ui and lib never import features or the shell', () => {
    expectViolation(
      'ui-lib-not-to-features-shell-routes',
      'src/app/lib/uses-feature.ts',
      'src/app/features/results/screen.ts',
    );
    expectViolation('ui-lib-not-to-features-shell-routes', 'src/app/ui/uses-shell.ts', 'src/app/shell/frame.ts');
  });

  it('the shell never imports a feature', () => {
    expectViolation(
      'shell-not-to-features-routes',
      'src/app/shell/uses-feature.ts',
      'src/app/features/results/screen.ts',
    );
  });

  it('src/domain imports nothing but domain files (and valibot, jsPDF, crypto-js): not Node, not the app', () => {
    expectViolation('domain-pure', 'src/domain/results/uses-node.ts', 'crypto');
    expectViolation('domain-pure', 'src/domain/results/uses-app.ts', 'src/app/lib/http.ts');
  });

  it('the server and the app never import each other', () => {
    expectViolation('server-not-to-app', 'src/server/uses-app.ts', 'src/app/lib/http.ts');
    expectViolation('app-not-to-server', 'src/app/lib/uses-server.ts', 'src/server/modules/results/service.ts');
  });

  it('a server module uses another module only through its service', () => {
    expectViolation(
      'server-module-through-service',
      'src/server/modules/home/uses-other-routes.ts',
      'src/server/modules/results/routes.ts',
    );
    expectNoViolationFrom('src/server/modules/home/routes.ts');
  });

  it('the service worker uses domain and lib, never screens', () => {
    expectViolation('sw-not-to-app', 'sw/sw.ts', 'src/app/features/results/screen.ts');
    expect(violations.filter((v) => v.startsWith('sw-not-to-app') && v.endsWith('src/app/lib/http.ts'))).toEqual([]);
  });

  it('no circular imports', () => {
    expect(violations.some((v) => v.startsWith('no-circular: src/app/lib/cycle-a.ts'))).toBe(true);
  });

  it('allows the intended direction: routes combine features, features use the shell, lib and domain', () => {
    expectNoViolationFrom('src/app/routes/results-routes.ts');
    expectNoViolationFrom('src/app/features/results/screen.ts');
    expectNoViolationFrom('src/app/shell/frame.ts');
    expectNoViolationFrom('src/server/modules/results/service.ts');
  });
});
