import type { Hono } from 'hono';

/** Calls the app like a browser would: keeps the cookies the server sets and sends them back. */
export class SessionClient {
  readonly cookies = new Map<string, string>();
  lastSetCookies: string[] = [];

  constructor(private readonly app: Hono) {}

  async request(
    path: string,
    init: { method?: string; json?: unknown; body?: FormData; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const res = await this.app.request(path, {
      method: init.method ?? (init.json !== undefined || init.body !== undefined ? 'POST' : 'GET'),
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
    this.lastSetCookies = res.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name!);
      else this.cookies.set(name!, value);
    }
    return res;
  }

  signIn(username: string, password: string, rememberMe = false) {
    return this.request('/api/auth/signin?module=Admin', { json: { username, password, module: 'Admin', rememberMe } });
  }
}
