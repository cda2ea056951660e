import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_MESSAGES as L } from '../../src/domain/academic/messages';
import { feeTypes, paymentGatewayKeys } from '../../src/server/db/schema';
import { startFeeApp, type FeeApp } from './support/payments-app';
import { SessionClient } from './support/session-client';

/** The fee types list: the administrator keeps it; what holds a type by name keeps that name, and nothing held goes. */
describe('fee types list (PGlite)', () => {
  let fees: FeeApp;
  let admin: SessionClient;
  const call = async (client: SessionClient, method: string, path: string, json?: unknown) => {
    const res = await client.request(`/api/app/lists/feeTypes${path}`, { method, json });
    return {
      status: res.status,
      body: (await res.json()) as { message: string; reason?: string; row?: { id: number } },
    };
  };
  beforeAll(async () => {
    fees = await startFeeApp('pglite');
    admin = new SessionClient(fees.app);
    await admin.signIn('admin', 'Campus@2026');
  }, 180_000);
  afterAll(async () => fees?.close());

  it('adds, renames and deletes a type nothing holds; keeps the name a gateway key holds and the type dues hold', async () => {
    const bus = { name: 'BUS FEE', flow: 'general', instalmentsAllowed: false, sortOrder: 9 };
    const bad: unknown[] = [
      { ...bus, flow: 'hostel' },
      { ...bus, name: '<b>BUS</b>' },
      { ...bus, name: '' },
      { ...bus, sortOrder: 'first' },
    ];
    for (const body of bad) expect((await call(admin, 'POST', '', body)).status).toBe(400);
    const added = await call(admin, 'POST', '', bus);
    expect(added.status).toBe(201);
    const id = added.body.row!.id;
    expect((await call(admin, 'POST', '', bus)).status).toBe(409);
    expect((await call(admin, 'PUT', `/${String(id)}`, { ...bus, name: 'TRANSPORT FEE' })).status).toBe(200);

    // A gateway key holds the type by its name: the name stays, and so does the type.
    await fees.db.insert(paymentGatewayKeys).values({
      uniquekey: 'c7d3e1f0-0000-4000-8000-000000000001',
      feeType: 'TRANSPORT FEE',
      paymentGatewayUserName: 'shop-transport',
      paymentGatewayPasswordEncrypted: 'v1:x:y:z',
    });
    const renamed = await call(admin, 'PUT', `/${String(id)}`, { ...bus, name: 'BUS' });
    expect(renamed.status).toBe(409);
    expect(renamed.body.reason).toContain('gateway keys');
    expect((await call(admin, 'DELETE', `/${String(id)}`)).body.message).toBe(L.deleteRefused);
    await fees.db.delete(paymentGatewayKeys).where(eq(paymentGatewayKeys.feeType, 'TRANSPORT FEE'));
    expect((await call(admin, 'DELETE', `/${String(id)}`)).status).toBe(200);

    // The demo's tuition fee is owed by students: it is not deleted.
    const [tuition] = await fees.db.select().from(feeTypes).where(eq(feeTypes.name, 'TUITION FEE'));
    const refused = await call(admin, 'DELETE', `/${String(tuition!.id)}`);
    expect([refused.status, refused.body.message]).toEqual([409, L.deleteRefused]);

    // Only the administrator keeps the list.
    const accountant = new SessionClient(fees.app);
    await accountant.signIn('accountant', 'Campus@2026');
    expect((await call(accountant, 'POST', '', { ...bus, name: 'HOSTEL FEE' })).status).toBe(403);
  });
});
