/** Each count's label by its name: a module's counters (its `counters.ts`) and the merged table (counters.ts). */
export type CounterLabels<K extends string> = Readonly<Record<K, string>>;

/** How a counter's number is written when it is not a plain count. */
export type CounterFormat = 'percent' | 'decimal' | 'rupees';
