import { inject } from 'vitest';
import type { E2eServer } from './start-server';

/**
 * The server this spec file's worker drives (see start-server.ts): workers run files side by side, each against its
 * own server, so what a spec changes on the server is seen only by the specs of its own worker, one at a time.
 */
export function e2eServer(): E2eServer {
  const servers = inject('e2eServers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return servers[(worker - 1) % servers.length]!;
}
