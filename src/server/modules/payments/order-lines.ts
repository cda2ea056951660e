import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feePaymentOrderLines, feePaymentOrders } from '../../db/schema';

export type FeeOrderLine = typeof feePaymentOrderLines.$inferSelect;

/**
 * Lines whose settled amounts count: those of PAID orders. A bounced cheque or a cancelled receipt keeps what it
 * settled on record (the receipt still prints it) but no longer pays the line.
 */
export const countsAsPaidSql = sql`${feePaymentOrderLines.orderStatus} = 'PAID'`;

/** What the fee line `structureId` has been paid by the student (paise): the sum of what PAID orders settled on it. */
export const settledOnLineSql = (studentId: unknown, structureId: unknown) =>
  sql<number>`coalesce((select sum(${feePaymentOrderLines.settledPaise}) from ${feePaymentOrderLines}
    where ${feePaymentOrderLines.studentId} = ${studentId} and ${feePaymentOrderLines.feeStructureId} = ${structureId}
    and ${countsAsPaidSql}), 0)`.mapWith(Number);

/** The lines an order pays, in the order they were chosen. */
export async function orderLinesOf(db: Database, orderId: number): Promise<FeeOrderLine[]> {
  return db
    .select()
    .from(feePaymentOrderLines)
    .where(eq(feePaymentOrderLines.orderId, orderId))
    .orderBy(asc(feePaymentOrderLines.id));
}

/**
 * The order's lines; an order saved without them (by hand, or by a tool that only knew the order row) pays
 * its one line, which is added here so confirming it settles that line like any other.
 */
export async function orderLinesOrOwn(
  db: Database,
  order: typeof feePaymentOrders.$inferSelect,
): Promise<FeeOrderLine[]> {
  const lines = await orderLinesOf(db, order.id);
  if (lines.length > 0) return lines;
  await db
    .insert(feePaymentOrderLines)
    .values({
      orderId: order.id,
      orderStatus: order.status,
      studentId: order.studentId,
      feeStructureId: order.feeStructureId,
      semester: order.semester,
      item: order.item,
      amountPaise: order.amountPaise,
    })
    .onConflictDoNothing();
  return orderLinesOf(db, order.id);
}

/** The open (CREATED or DUE) orders of the student holding any of these fee lines, each with the lines it holds. */
export async function openOrdersHolding(db: Database, studentId: number, structureIds: readonly number[]) {
  const held = await db
    .select({ order: feePaymentOrders, structureId: feePaymentOrderLines.feeStructureId })
    .from(feePaymentOrderLines)
    .innerJoin(feePaymentOrders, eq(feePaymentOrders.id, feePaymentOrderLines.orderId))
    .where(
      and(
        eq(feePaymentOrderLines.studentId, studentId),
        inArray(feePaymentOrderLines.feeStructureId, [...structureIds]),
        inArray(feePaymentOrderLines.orderStatus, ['CREATED', 'DUE']),
      ),
    );
  // Orders saved without lines hold their one line through the order row's own open-line index.
  const bare = await db
    .select({ order: feePaymentOrders, structureId: feePaymentOrders.feeStructureId })
    .from(feePaymentOrders)
    .where(
      and(
        eq(feePaymentOrders.studentId, studentId),
        inArray(feePaymentOrders.feeStructureId, [...structureIds]),
        inArray(feePaymentOrders.status, ['CREATED', 'DUE']),
      ),
    );
  const byOrder = new Map<number, { order: typeof feePaymentOrders.$inferSelect; lines: FeeOrderLine[] }>();
  for (const { order } of [...held, ...bare]) {
    if (!byOrder.has(order.id)) byOrder.set(order.id, { order, lines: await orderLinesOf(db, order.id) });
  }
  return [...byOrder.values()];
}
