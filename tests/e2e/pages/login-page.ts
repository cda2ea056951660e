import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';

/** §2 /login/{module} as a user drives it. */
export class LoginPage {
  constructor(readonly page: Page) {}

  /** `axe: false` where a test signs in many times through the same sign-in page and has checked it once. */
  async open(module: string, { axe = true } = {}) {
    await this.page.goto(`/login/${encodeURIComponent(module)}`);
    await this.page.getByRole('heading', { name: `Sign in to ${module} Module` }).waitFor();
    if (axe) await expectNoAxeViolations(this.page, `login ${module}`);
  }

  async signIn(username: string, password: string) {
    await this.page.getByLabel('User Name').first().fill(username);
    await this.page.getByLabel('Password', { exact: true }).first().fill(password);
    await this.page.getByRole('button', { name: 'Sign In' }).click();
  }

  /** Opens /login/{module}, signs in and waits for the landing route (its path as the browser shows it). */
  async signInAndLand(module: string, username: string, password: string, landing: string, { axeLogin = true } = {}) {
    await this.open(module, { axe: axeLogin });
    await this.signIn(username, password);
    await this.page.waitForURL((url) => url.pathname === landing);
    await expectNoAxeViolations(this.page, `landing ${landing}`);
  }

  alert() {
    return this.page.getByRole('alert');
  }
}
