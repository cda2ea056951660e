import { and, asc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import { registrationText } from '../../../domain/transport/registration-number';
import { documentStanding, VEHICLE_DOCUMENTS, type VehicleDocument } from '../../../domain/transport/vehicle-documents';
import type { VehicleLine } from '../../../domain/transport/vehicle-answers';
import type {
  VehicleDocumentInput,
  VehicleEditInput,
  VehicleInput,
  VehicleKind,
} from '../../../domain/transport/vehicles';
import type { Database } from '../../db/client';
import type { TransactionRunner } from '../../db/request-scope';
import { transportVehicleDocuments, transportVehicleExpenses, transportVehicles } from '../../db/schema';

/** PostgreSQL's unique violation (23505), on the error or the cause the driver wrapped: the registration taken. */
const isUniqueViolation = (err: unknown): boolean =>
  [err, (err as { cause?: unknown } | null)?.cause]
    .map((e) => (e as { code?: unknown } | null)?.code)
    .includes('23505');

/** The fleet's vehicles and their documents: what the incharge keeps and the readers see. */
export function vehicleStore(db: Database, transaction: TransactionRunner) {
  /** The vehicles (one, or all by registration), each with its four documents' standing on `today`. */
  async function vehicles(today: string, id?: number): Promise<VehicleLine[]> {
    const rows = await db
      .select({
        id: transportVehicles.id,
        registration: transportVehicles.registration,
        kind: sql<VehicleKind>`${transportVehicles.kind}`,
        seats: transportVehicles.seats,
        driverName: transportVehicles.driverName,
        driverLicence: transportVehicles.driverLicence,
        attendantName: transportVehicles.attendantName,
      })
      .from(transportVehicles)
      .where(id === undefined ? undefined : eq(transportVehicles.id, id))
      .orderBy(asc(transportVehicles.registration));
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const documents = await db
      .select({
        vehicleId: transportVehicleDocuments.vehicleId,
        document: sql<VehicleDocument>`${transportVehicleDocuments.document}`,
        number: transportVehicleDocuments.number,
        validUntil: transportVehicleDocuments.validUntil,
      })
      .from(transportVehicleDocuments)
      .where(inArray(transportVehicleDocuments.vehicleId, ids));
    const readings = await db
      .select({ vehicleId: transportVehicleExpenses.vehicleId, km: max(transportVehicleExpenses.odometerKm) })
      .from(transportVehicleExpenses)
      .where(inArray(transportVehicleExpenses.vehicleId, ids))
      .groupBy(transportVehicleExpenses.vehicleId);
    return rows.map((r) => ({
      ...r,
      registrationText: registrationText(r.registration),
      lastOdometerKm: readings.find((x) => x.vehicleId === r.id)?.km ?? null,
      documents: VEHICLE_DOCUMENTS.map((document) => {
        const kept = documents.find((d) => d.vehicleId === r.id && d.document === document);
        const validUntil = kept?.validUntil ?? null;
        return { document, number: kept?.number ?? null, validUntil, ...documentStanding(validUntil, today) };
      }),
    }));
  }

  /** Writes a document of a vehicle: a renewal replaces its number and last valid day. */
  const putDocument = (vehicleId: number, document: VehicleDocument, input: VehicleDocumentInput) =>
    db
      .insert(transportVehicleDocuments)
      .values({ vehicleId, document, ...input })
      .onConflictDoUpdate({
        target: [transportVehicleDocuments.vehicleId, transportVehicleDocuments.document],
        set: { number: input.number, validUntil: input.validUntil, updatedAt: sql`now()` },
      });

  return {
    vehicles: (today: string) => vehicles(today),
    vehicle: async (id: number, today: string) => (await vehicles(today, id))[0] ?? null,

    /** Adds a vehicle with its documents in one transaction; null when its registration is already in the fleet. */
    async addVehicle({ documents, ...vehicle }: VehicleInput): Promise<number | null> {
      return transaction(async () => {
        const [row] = await db
          .insert(transportVehicles)
          .values(vehicle)
          .onConflictDoNothing()
          .returning({ id: transportVehicles.id });
        if (!row) return null;
        for (const { document, ...kept } of documents) await putDocument(row.id, document, kept);
        return row.id;
      });
    },

    /** Edits a vehicle's own fields: false when another vehicle has the registration. */
    async editVehicle(id: number, input: VehicleEditInput): Promise<boolean> {
      // Checked first so a refusal leaves a surrounding transaction usable; the unique index settles a race.
      const [other] = await db
        .select({ id: transportVehicles.id })
        .from(transportVehicles)
        .where(and(eq(transportVehicles.registration, input.registration), ne(transportVehicles.id, id)));
      if (other) return false;
      try {
        await db
          .update(transportVehicles)
          .set({ ...input, updatedAt: sql`now()` })
          .where(eq(transportVehicles.id, id));
        return true;
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
    },

    putDocument: async (vehicleId: number, document: VehicleDocument, input: VehicleDocumentInput) => {
      await putDocument(vehicleId, document, input);
    },
  };
}

export type VehicleStore = ReturnType<typeof vehicleStore>;
