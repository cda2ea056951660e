import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { english } from '../../src/domain/i18n/translate';
import {
  DocumentRemindersSchema,
  DocumentsDueSchema,
  VehicleAnswerSchema,
  VehicleListSchema,
  VehicleSavedSchema,
} from '../../src/domain/transport/vehicle-answers';
import { TRANSPORT_VEHICLE_MESSAGES as M } from '../../src/domain/transport/vehicles';
import { users } from '../../src/server/db/schema';
import { BUS, transportFleet } from './support/transport-fleet';

const fleet = transportFleet();

describe('the transport’s vehicles and their documents', () => {
  it('adds a vehicle with its documents, kept normalised, and lists each document’s standing today', async () => {
    const incharge = await fleet.signIn('transportation_incharge');
    const res = await incharge.request('/api/app/transport/vehicles', { json: BUS });
    expect(res.status, await res.clone().text()).toBe(201);
    const saved = v.parse(VehicleSavedSchema, await res.json());
    const busId = saved.vehicle.id;
    expect(saved.message).toBe(english(M.vehicleAdded, { registration: 'TS 09 EA 1234' }));
    expect(saved.vehicle).toMatchObject({
      registration: 'TS09EA1234',
      registrationText: 'TS 09 EA 1234',
      driverLicence: 'TS0920110012345',
      lastOdometerKm: null,
    });
    expect(saved.vehicle.documents.map((d) => [d.document, d.standing, d.daysLeft])).toEqual([
      ['INSURANCE', 'DUE', 10],
      ['FITNESS', 'VALID', 230],
      ['PERMIT', 'MISSING', null],
      ['POLLUTION', 'OVERDUE', -5],
    ]);

    // The administrator and the principal read the fleet; the list and the one vehicle agree.
    for (const reader of ['admin', 'principal']) {
      const list = v.parse(
        VehicleListSchema,
        await (await (await fleet.signIn(reader)).request('/api/app/transport/vehicles')).json(),
      );
      expect(list.today).toBe('2026-06-15');
      expect(list.vehicles.find((x) => x.id === busId)).toEqual(saved.vehicle);
    }
    const one = await incharge.request(`/api/app/transport/vehicles/${String(busId)}`);
    expect(v.parse(VehicleAnswerSchema, await one.json()).vehicle).toEqual(saved.vehicle);
  });

  it('refuses a registration already in the fleet with 409 naming it, however it is typed', async () => {
    const incharge = await fleet.signIn('transportation_incharge');
    await fleet.addBus('TS 12 EB 2001', []);
    const before = await fleet.vehicleCount();
    const again = await incharge.request('/api/app/transport/vehicles', {
      json: { ...BUS, registration: 'ts-12-eb-2001', documents: [] },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: english(M.registrationTaken, { registration: 'TS 12 EB 2001' }) });
    expect(await fleet.vehicleCount()).toBe(before);

    // Editing another vehicle to this registration is refused the same way.
    const other = v.parse(
      VehicleSavedSchema,
      await (
        await incharge.request('/api/app/transport/vehicles', {
          json: { ...BUS, registration: 'TS 10 UB 77', documents: [] },
        })
      ).json(),
    ).vehicle;
    expect(other.registration).toBe('TS10UB0077');
    const { registration: _r, documents: _d, ...fields } = BUS;
    const edit = (json: Record<string, unknown>) =>
      incharge.request(`/api/app/transport/vehicles/${String(other.id)}`, { method: 'PUT', json });
    expect((await edit({ ...fields, registration: 'TS12EB2001' })).status).toBe(409);
    const edited = await edit({ ...fields, registration: 'TS10UB0078', seats: 42 });
    expect(edited.status).toBe(200);
    expect(v.parse(VehicleSavedSchema, await edited.json()).vehicle).toMatchObject({
      registrationText: 'TS 10 UB 0078',
      seats: 42,
    });
  });

  it('refuses bad registrations, licences, seats, kinds and documents with their message, changing nothing', async () => {
    const incharge = await fleet.signIn('transportation_incharge');
    const before = await fleet.vehicleCount();
    const fresh = { ...BUS, registration: 'AP 39 T 567', documents: [] };
    const bad = [
      [{ ...fresh, registration: 'XX 09 AB 1234' }, M.registrationInvalid],
      [{ ...fresh, registration: 'TS 00 AB 1234' }, M.registrationInvalid],
      [{ ...fresh, driverLicence: 'TS09 11 0012345' }, M.licenceInvalid],
      [{ ...fresh, driverLicence: 'ZZ0920110012345' }, M.licenceInvalid],
      [{ ...fresh, seats: 0 }, M.seatsInvalid],
      [{ ...fresh, seats: 81 }, M.seatsInvalid],
      [{ ...fresh, seats: '40' }, M.seatsInvalid],
      [{ ...fresh, kind: 'LORRY' }, M.kindInvalid],
      [{ ...fresh, driverName: '' }, M.driverNameInvalid],
      [{ ...fresh, documents: [{ document: 'PERMIT', number: 'P1', validUntil: '2026-02-30' }] }, M.validUntilInvalid],
      [{ ...fresh, documents: [{ document: 'LICENCE', number: 'P1', validUntil: '2026-09-30' }] }, M.documentInvalid],
      [
        {
          ...fresh,
          documents: [
            { document: 'PERMIT', number: 'P1', validUntil: '2026-09-30' },
            { document: 'PERMIT', number: 'P2', validUntil: '2026-10-30' },
          ],
        },
        M.documentTwice,
      ],
    ] as const;
    for (const [json, message] of bad) {
      const res = await incharge.request('/api/app/transport/vehicles', { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(await res.json()).toEqual({ message });
    }
    expect(await fleet.vehicleCount()).toBe(before);
    expect((await incharge.request('/api/app/transport/vehicles/999999')).status).toBe(404);
    expect((await incharge.request('/api/app/transport/vehicles/x')).status).toBe(400);
  });

  it('lets only the incharge write and only the readers read (403 otherwise, nothing changed)', async () => {
    const before = await fleet.vehicleCount();
    const admin = await fleet.signIn('admin');
    expect(
      (await admin.request('/api/app/transport/vehicles', { json: { ...BUS, registration: 'TS11A1' } })).status,
    ).toBe(403);
    expect((await admin.request('/api/app/transport/documents/remind', { method: 'POST' })).status).toBe(403);
    const student = await fleet.signIn('student');
    expect((await student.request('/api/app/transport/vehicles')).status).toBe(403);
    expect((await student.request('/api/app/transport/documents/due')).status).toBe(403);
    const hostel = await fleet.signIn('hostel_incharge');
    expect((await hostel.request('/api/app/transport/vehicles/1/running-cost')).status).toBe(403);
    expect(await fleet.vehicleCount()).toBe(before);
  });

  it('lists the fleet’s documents needing action in order, and a renewed document leaves the list', async () => {
    const incharge = await fleet.signIn('transportation_incharge');
    const busId = (await fleet.addBus('TS 14 ED 4001')).id;
    const second = await fleet.addBus('22 BH 1234 AA', [
      { document: 'FITNESS', number: 'FC/1', validUntil: '2026-06-18' },
      { document: 'POLLUTION', number: 'PUC/1', validUntil: '2026-05-26' },
    ]);
    const due = async () => {
      const res = await incharge.request('/api/app/transport/documents/due');
      return v.parse(DocumentsDueSchema, await res.json());
    };
    const ours = (list: Awaited<ReturnType<typeof due>>) =>
      list.documents
        .filter((d) => d.vehicleId === busId || d.vehicleId === second.id)
        .map((d) => `${d.registrationText} ${d.document} ${d.standing} ${String(d.daysLeft)}`);
    const first = await due();
    expect(first.warningDays).toBe(30);
    // Missing first (in registration order), then the longest overdue, then the soonest due.
    expect(ours(first)).toEqual([
      '22 BH 1234 AA INSURANCE MISSING null',
      '22 BH 1234 AA PERMIT MISSING null',
      'TS 14 ED 4001 PERMIT MISSING null',
      '22 BH 1234 AA POLLUTION OVERDUE -20',
      'TS 14 ED 4001 POLLUTION OVERDUE -5',
      '22 BH 1234 AA FITNESS DUE 3',
      'TS 14 ED 4001 INSURANCE DUE 10',
    ]);
    const days = first.documents.map((d) => d.daysLeft ?? -Infinity);
    expect(days).toEqual([...days].sort((a, b) => a - b));

    const renew = await incharge.request(`/api/app/transport/vehicles/${String(busId)}/documents/INSURANCE`, {
      method: 'PUT',
      json: { number: 'INS-2026-101', validUntil: '2027-06-24' },
    });
    expect(renew.status).toBe(200);
    const renewed = v.parse(VehicleSavedSchema, await renew.json());
    expect(renewed.vehicle.documents[0]).toEqual({
      document: 'INSURANCE',
      number: 'INS-2026-101',
      validUntil: '2027-06-24',
      standing: 'VALID',
      daysLeft: 374,
    });
    expect(ours(await due())).not.toContain('TS 14 ED 4001 INSURANCE DUE 10');
    const badDocument = await incharge.request(`/api/app/transport/vehicles/${String(busId)}/documents/RC`, {
      method: 'PUT',
      json: { number: 'X', validUntil: '2027-06-24' },
    });
    expect(badDocument.status).toBe(400);
  });

  it('mails the documents needing action to the incharge in the language their account chose', async () => {
    await fleet.addBus('TS 13 EC 3001');
    const address = 'fleet.incharge@example.in';
    await fleet
      .db()
      .update(users)
      .set({ email: address, language: 'te' })
      .where(eq(users.username, 'transportation_incharge'));
    const incharge = await fleet.signIn('transportation_incharge');
    const res = await incharge.request('/api/app/transport/documents/remind', { method: 'POST' });
    expect(res.status, await res.clone().text()).toBe(200);
    const sent = v.parse(DocumentRemindersSchema, await res.json());
    expect(sent.mailed).toBe(1);
    await expect.poll(() => fleet.mailsTo(address).length).toBe(1);
    const mail = await simpleParser(fleet.mailsTo(address)[0]!);
    expect(mail.subject).toBe(`చర్య అవసరమైన వాహన పత్రాలు: ${String(sent.documents)}`);
    expect(mail.text).toContain('TS 13 EC 3001: పర్మిట్ నమోదు కాలేదు');
  });
});
