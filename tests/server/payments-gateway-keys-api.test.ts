import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedGatewayKey } from '../../src/domain/payments/gateway-keys';
import { GATEWAY_KEY_MESSAGES as M } from '../../src/domain/payments/accounts-messages';
import { DEFAULT_DEMO_PASSWORD } from '../../src/server/demo/users';
import { DEMO_GATEWAY_KEYS_SECRET, gatewayKeysService } from '../../src/server/gateway/gateway-keys';
import { seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp } from './support/test-app';

let database: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
let admin: SessionClient;
let officer: SessionClient;

async function signedIn(username: string) {
  const client = new SessionClient(app);
  expect((await client.signIn(username, DEFAULT_DEMO_PASSWORD)).status).toBe(200);
  return client;
}

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  ({ app } = testApp(database.handle));
  [admin, officer] = await Promise.all([signedIn('admin'), signedIn('accountants_officer')]);
});
afterAll(async () => database?.drop());

const keys = () => gatewayKeysService(database.handle.db, DEMO_GATEWAY_KEYS_SECRET);
const list = async (client: SessionClient) => {
  const res = await client.request('/api/app/getPaymentGatewayKeyMaintenance');
  expect(res.status).toBe(200);
  return (await res.json()) as { status: string; list: SavedGatewayKey[] };
};
/** A NEW ADMISSION FEE row of the test's own, saved through the API in place of whatever row that fee type had. */
async function ownNewAdmissionRow(shopId: string, key: string) {
  await database.handle.db.execute("delete from payment_gateway_keys where fee_type = 'NEW ADMISSION FEE'");
  const saved = await admin.request('/api/app/savePaymentGatewayKeyMaintenance', {
    json: [{ feeType: 'NEW ADMISSION FEE', paymentGatewayUserName: shopId, paymentGatewayPassword: key }],
  });
  expect(saved.status).toBe(201);
  return (await list(admin)).list.find((r) => r.feeType === 'NEW ADMISSION FEE')!;
}
const storedCount = async () =>
  Number(
    (await database.handle.db.execute<{ n: string }>('select count(*)::text as n from payment_gateway_keys')).rows[0]!
      .n,
  );

describe('payment gateway key maintenance (§7 calls)', () => {
  it('lists the saved rows with status true and every key masked, never in full', async () => {
    const body = (await list(admin)) as Awaited<ReturnType<typeof list>> & { feeTypes: string[] };
    expect(body.status).toBe('true');
    expect(body.feeTypes).toEqual(['TUITION FEE', 'EXAM FEE', 'MISCELLANEOUS', 'NEW ADMISSION FEE']);
    const tuition = body.list.find((row) => row.feeType === 'TUITION FEE')!;
    expect(tuition).toMatchObject({
      paymentGatewayUserName: 'sandbox-tuition',
      paymentGatewayPassword: '••••••••2026',
    });
    expect(tuition.uniquekey).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(body)).not.toContain('testkey_');
    const stored = await database.handle.db.execute<{ p: string }>(
      'select payment_gateway_password_encrypted as p from payment_gateway_keys',
    );
    for (const row of stored.rows) expect(row.p).toMatch(/^v1:/);
  });

  it('lets only ROLE_ADMIN and ROLE_ACCOUNTANTS_OFFICER in: an accountant, a student and anonymous are refused', async () => {
    expect((await officer.request('/api/app/getPaymentGatewayKeyMaintenance')).status).toBe(200);
    for (const username of ['accountant', 'student', 'feepayments']) {
      const other = await signedIn(username);
      expect((await other.request('/api/app/getPaymentGatewayKeyMaintenance')).status).toBe(403);
      const save = await other.request('/api/app/savePaymentGatewayKeyMaintenance', {
        json: [{ feeType: 'LIBRARY FEE', paymentGatewayUserName: 'x', paymentGatewayPassword: 'y' }],
      });
      expect(save.status).toBe(403);
    }
    expect((await app.request('/api/app/getPaymentGatewayKeyMaintenance')).status).toBe(401);
  });

  it("saves new rows with status 'true' and 'Record saved successfully'; the key is encrypted and works with the sandbox", async () => {
    const unknown = await officer.request('/api/app/savePaymentGatewayKeyMaintenance', {
      json: [
        {
          feeType: 'HOSTEL FEE',
          paymentGatewayUserName: 'shop-hostel',
          paymentGatewayPassword: 'hostel-key-2026-ABCD',
        },
      ],
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ status: 'false', message: `${M.unknownFeeType}: HOSTEL FEE` });
    await database.handle.db.execute("delete from payment_gateway_keys where fee_type = 'NEW ADMISSION FEE'");
    const before = await storedCount();
    const res = await officer.request('/api/app/savePaymentGatewayKeyMaintenance', {
      json: [
        {
          feeType: 'new admission fee',
          paymentGatewayUserName: ' shop-hostel ',
          paymentGatewayPassword: 'hostel-key-2026-ABCD',
        },
      ],
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: 'true', message: M.saved });
    expect(await storedCount()).toBe(before + 1);
    expect(await keys().credentialsFor('NEW ADMISSION FEE')).toEqual({
      shopId: 'shop-hostel',
      key: 'hostel-key-2026-ABCD',
    });
    expect(await keys().verify('shop-hostel', 'hostel-key-2026-ABCD')).toBe(true);
    const row = (await list(officer)).list.find((r) => r.feeType === 'NEW ADMISSION FEE')!;
    expect(row.paymentGatewayPassword).toBe('••••••••ABCD');
  });

  it('refuses a row with a missing field, a fee type that already has a key, or the same fee type twice, and saves none of the rows', async () => {
    const before = await storedCount();
    const missing = await admin.request('/api/app/savePaymentGatewayKeyMaintenance', {
      json: [
        { feeType: 'TRANSPORT FEE', paymentGatewayUserName: 'shop-t', paymentGatewayPassword: 'k1' },
        { feeType: 'SPORTS FEE', paymentGatewayUserName: 'shop-s', paymentGatewayPassword: '  ' },
      ],
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe(M.passwordRequired);
    const taken = await admin.request('/api/app/savePaymentGatewayKeyMaintenance', {
      json: [{ feeType: 'EXAM FEE', paymentGatewayUserName: 'shop-e', paymentGatewayPassword: 'k2' }],
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ status: 'false', message: `${M.alreadySaved} (EXAM FEE)` });
    const twice = await admin.request('/api/app/savePaymentGatewayKeyMaintenance', {
      json: [
        { feeType: 'TRANSPORT FEE', paymentGatewayUserName: 'a', paymentGatewayPassword: 'k1' },
        { feeType: 'transport fee', paymentGatewayUserName: 'b', paymentGatewayPassword: 'k2' },
      ],
    });
    expect(twice.status).toBe(400);
    expect((await twice.json()).message).toBe(M.sameFeeTypeTwice);
    expect(await storedCount()).toBe(before);
    expect(await keys().credentialsFor('TRANSPORT FEE')).toBeNull();
  });

  it('updates the shop id and keeps the stored key when the password is blank or still the mask', async () => {
    const row = (await list(admin)).list.find((r) => r.feeType === 'MISCELLANEOUS')!;
    const blank = await admin.request('/api/app/updatePaymentGatewayKeyMaintenance', {
      method: 'PUT',
      json: { ...row, paymentGatewayUserName: 'sandbox-misc-2', paymentGatewayPassword: '' },
    });
    expect(await blank.json()).toEqual({ status: 'true', message: M.modified });
    expect(await keys().credentialsFor('MISCELLANEOUS')).toEqual({
      shopId: 'sandbox-misc-2',
      key: 'testkey_misc_2026',
    });
    // The row sent back exactly as the list answered it (mask included) changes nothing about the key.
    const echoed = await admin.request('/api/app/updatePaymentGatewayKeyMaintenance', {
      method: 'PUT',
      json: { ...row },
    });
    expect(echoed.status).toBe(200);
    expect(await keys().credentialsFor('MISCELLANEOUS')).toEqual({ shopId: 'sandbox-misc', key: 'testkey_misc_2026' });
  });

  it('replaces the key only when a new one is typed', async () => {
    const row = await ownNewAdmissionRow('shop-hostel', 'hostel-key-2026-ABCD');
    const res = await admin.request('/api/app/updatePaymentGatewayKeyMaintenance', {
      method: 'PUT',
      json: { ...row, paymentGatewayPassword: 'hostel-key-NEW-9876' },
    });
    expect(res.status).toBe(200);
    expect(await keys().credentialsFor('NEW ADMISSION FEE')).toEqual({
      shopId: 'shop-hostel',
      key: 'hostel-key-NEW-9876',
    });
    expect(await keys().verify('shop-hostel', 'hostel-key-2026-ABCD')).toBe(false);
  });

  it('refuses an update of an unknown uniquekey (404), another fee type or a blank shop id (400), and changes nothing', async () => {
    const unknown = await admin.request('/api/app/updatePaymentGatewayKeyMaintenance', {
      method: 'PUT',
      json: {
        uniquekey: '00000000-0000-0000-0000-000000000000',
        feeType: 'EXAM FEE',
        paymentGatewayUserName: 'x',
        paymentGatewayPassword: 'y',
      },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ status: 'false', message: M.notFound });
    const row = (await list(admin)).list.find((r) => r.feeType === 'EXAM FEE')!;
    const moved = await admin.request('/api/app/updatePaymentGatewayKeyMaintenance', {
      method: 'PUT',
      json: { ...row, feeType: 'TUITION FEE' },
    });
    expect(moved.status).toBe(400);
    expect((await moved.json()).message).toBe(M.modifyFailed);
    const blankShop = await admin.request('/api/app/updatePaymentGatewayKeyMaintenance', {
      method: 'PUT',
      json: { ...row, paymentGatewayUserName: ' ' },
    });
    expect(blankShop.status).toBe(400);
    expect((await blankShop.json()).message).toBe(M.userNameRequired);
    expect(await keys().credentialsFor('EXAM FEE')).toEqual({ shopId: 'sandbox-exam', key: 'testkey_exam_2026' });
  });

  it("deletes by uniquekey with 'Successfully Deleted a Record'; a second delete says 'Unable to Delete the Record'", async () => {
    const row = await ownNewAdmissionRow('shop-deleted', 'deleted-key-2026-WXYZ');
    const path = `/api/app/deletPaymentGatewayKeyMaintenance?uniquekey=${row.uniquekey}`;
    const first = await officer.request(path, { method: 'DELETE' });
    expect(await first.json()).toEqual({ status: 'true', message: M.deleted });
    expect(await keys().credentialsFor('NEW ADMISSION FEE')).toBeNull();
    const again = await officer.request(path, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ status: 'false', message: M.deleteFailed });
    const none = await officer.request('/api/app/deletPaymentGatewayKeyMaintenance', { method: 'DELETE' });
    expect(none.status).toBe(400);
  });
});
