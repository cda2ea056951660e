import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, expect } from 'vitest';
import { VehicleSavedSchema } from '../../../src/domain/transport/vehicle-answers';
import { transportVehicles } from '../../../src/server/db/schema';
import { seededDatabase, type TestDatabase } from './databases';
import { SessionClient } from './session-client';
import { testApp, testClock } from './test-app';

/** A bus as the incharge types it: registration and licence with spaces and hyphens, lower case. */
export const BUS = {
  registration: 'ts 09 ea 1234',
  kind: 'BUS',
  seats: 50,
  driverName: 'D. Srinivas',
  driverLicence: 'ts09 2011-0012345',
  attendantName: 'K. Raju',
  documents: [
    { document: 'INSURANCE', number: 'INS-2025-778', validUntil: '2026-06-25' },
    { document: 'FITNESS', number: 'FC/7781', validUntil: '2027-01-31' },
    { document: 'POLLUTION', number: 'PUC 99812', validUntil: '2026-06-10' },
  ],
};

/**
 * The demo college in PGlite with its app on a clock standing at Monday 15 June 2026, 10:30 in Hyderabad (the college
 * day 2026-06-15), for the transport's tests; the mails it sends are read from its outbox. Fields are set in beforeAll.
 */
export function transportFleet() {
  const time = testClock(Date.parse('2026-06-15T05:00:00Z'));
  const fleet = {
    database: undefined as unknown as TestDatabase,
    app: undefined as unknown as ReturnType<typeof testApp>['app'],
    outbox: '',
    db: () => fleet.database.handle.db,
    async signIn(who: string) {
      const client = new SessionClient(fleet.app);
      expect((await client.signIn(who, 'Campus@2026')).status).toBe(200);
      return client;
    },
    vehicleCount: async () => Number((await fleet.db().select({ n: count() }).from(transportVehicles))[0]!.n),
    /** Adds BUS under another registration, with these documents, as the incharge. */
    async addBus(registration: string, documents: readonly object[] = BUS.documents) {
      const incharge = await fleet.signIn('transportation_incharge');
      const res = await incharge.request('/api/app/transport/vehicles', { json: { ...BUS, registration, documents } });
      expect(res.status, await res.clone().text()).toBe(201);
      return v.parse(VehicleSavedSchema, await res.json()).vehicle;
    },
    /** The mails in the outbox addressed to `address`. */
    mailsTo: (address: string) =>
      existsSync(fleet.outbox)
        ? readdirSync(fleet.outbox)
            .map((f) => readFileSync(path.join(fleet.outbox, f), 'utf8'))
            .filter((m) => m.toLowerCase().includes(`to: ${address.toLowerCase()}`))
        : [],
  };
  beforeAll(async () => {
    fleet.database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
    const built = testApp(fleet.database.handle, {}, { clock: time.clock });
    fleet.app = built.app;
    fleet.outbox = path.join(built.config.dataDir, 'outbox');
  }, 120_000);
  afterAll(async () => (fleet.database as TestDatabase | undefined)?.drop());
  return fleet;
}
