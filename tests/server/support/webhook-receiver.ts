import { createServer, type IncomingMessage } from 'node:http';

/** A local HTTP listener that keeps every JSON body posted to it; it can fail the first few calls. */
export async function startWebhookReceiver(options: { failFirst?: number } = {}) {
  const bodies: unknown[] = [];
  let calls = 0;
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (chunk) => {
        text += chunk;
      });
      req.on('end', () => resolve(text));
    });
  const server = createServer((req, res) => {
    void readBody(req).then((text) => {
      calls++;
      if (calls <= (options.failFirst ?? 0)) {
        res.writeHead(500).end();
        return;
      }
      bodies.push(JSON.parse(text));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/payments/webhook?college=DEMO`,
    bodies,
    calls: () => calls,
    /** Waits until `count` bodies arrived (up to 30 s: a limit for a hang, not a measure of speed). */
    async waitFor(count: number) {
      const deadline = Date.now() + 30_000;
      while (bodies.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} webhook calls, got ${bodies.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    /** Waits until a body `matches` (up to 30 s): other tests' webhooks to the same receiver do not count. */
    async waitUntil(matches: (body: unknown) => boolean) {
      const deadline = Date.now() + 30_000;
      while (!bodies.some(matches)) {
        if (Date.now() > deadline) throw new Error('The expected webhook call did not come');
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
