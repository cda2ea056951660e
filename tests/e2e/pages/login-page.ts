import type { Page } from 'playwright-core';

/** §2 /login/{module} as a user drives it. */
export class LoginPage {
  constructor(readonly page: Page) {}

  async open(module: string) {
    await this.page.goto(`/login/${encodeURIComponent(module)}`);
    await this.page.getByRole('heading', { name: `Sign in to ${module} Module` }).waitFor();
  }

  async signIn(username: string, password: string) {
    await this.page.getByLabel('User Name').first().fill(username);
    await this.page.getByLabel('Password', { exact: true }).first().fill(password);
    await this.page.getByRole('button', { name: 'Sign In' }).click();
  }

  alert() {
    return this.page.getByRole('alert');
  }
}
