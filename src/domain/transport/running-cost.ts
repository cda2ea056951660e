/**
 * A vehicle's running cost per kilometre, month by month: what was spent on it that month (fuel, repairs, tyres,
 * insurance) over the kilometres it ran, read from the odometer at each fill. A month's kilometres run from the
 * last reading before it (or its first) to its last reading, so no kilometre is counted in two months.
 */

export const VEHICLE_EXPENSE_KINDS = ['FUEL', 'REPAIR', 'TYRES', 'INSURANCE', 'OTHER'] as const;
export type VehicleExpenseKind = (typeof VEHICLE_EXPENSE_KINDS)[number];

export interface VehicleExpense {
  /** ISO day. */
  on: string;
  kind: VehicleExpenseKind;
  amountPaise: number;
  /** The odometer at the time (fuel fills record it), km. */
  odometerKm: number | null;
}

export interface MonthCost {
  month: string;
  spentPaise: number;
  km: number;
  /** Paise per kilometre, rounded; null when the vehicle ran no recorded kilometre that month. */
  perKmPaise: number | null;
}

/** Each month with an expense or a reading, in order, with its spending, kilometres and cost per kilometre. */
export function monthlyRunningCost(expenses: readonly VehicleExpense[]): MonthCost[] {
  const sorted = [...expenses].sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : 0));
  const months = new Map<string, { spent: number; last: number | null }>();
  for (const e of sorted) {
    const month = e.on.slice(0, 7);
    const m = months.get(month) ?? { spent: 0, last: null };
    m.spent += e.amountPaise;
    if (e.odometerKm !== null) m.last = Math.max(m.last ?? 0, e.odometerKm);
    months.set(month, m);
  }
  const firstReading = sorted.find((e) => e.odometerKm !== null)?.odometerKm ?? null;
  let before = firstReading;
  return [...months].map(([month, m]) => {
    const km = m.last !== null && before !== null ? Math.max(0, m.last - before) : 0;
    if (m.last !== null) before = m.last;
    return { month, spentPaise: m.spent, km, perKmPaise: km > 0 ? Math.round(m.spent / km) : null };
  });
}
