import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './client';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface Scope {
  tx: Transaction;
  /** Run when the outermost transaction rolls back (shared by its savepoints). */
  onRollback: Array<() => Promise<void>>;
  /** Run once the outermost transaction has committed (shared by its savepoints). */
  onCommit: Array<() => Promise<void>>;
  /** False once the transaction has committed or rolled back; work started after the answer uses the pool. */
  open: boolean;
}

/**
 * A request-scoped transaction. Services are built with `db` and stay unaware of it: while a request runs
 * inside `transaction()`, every query made through `db` goes to that transaction (so an idempotency key is
 * stored in the same transaction as the write it guards). On PGlite this is also what keeps a query of
 * the same request from waiting on its own open transaction.
 */
export function requestScopedDatabase(root: Database) {
  const scope = new AsyncLocalStorage<Scope>();
  const current = (): object => {
    const active = scope.getStore();
    return active?.open ? active.tx : root;
  };
  const db = new Proxy(root, {
    get(_target, prop) {
      const target = current();
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  }) as Database;

  return {
    db,
    /**
     * Runs fn in a transaction that every query through `db` in fn's async context joins. Inside another
     * one (an idempotent write) it is a savepoint of it.
     */
    async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
      const outer = scope.getStore();
      const nested = outer?.open === true;
      const onRollback = nested ? outer.onRollback : [];
      const onCommit = nested ? outer.onCommit : [];
      const begin = nested ? outer.tx.transaction.bind(outer.tx) : root.transaction.bind(root);
      try {
        const result = await begin(async (tx) => {
          const active: Scope = { tx, open: true, onRollback, onCommit };
          try {
            return await scope.run(active, () => fn(tx));
          } finally {
            active.open = false;
          }
        });
        // Committed: a failure here (a file store away) must not turn the committed write into an error.
        if (!nested) for (const work of onCommit) await work().catch(() => undefined);
        return result;
      } catch (error) {
        if (!nested) for (const undo of onRollback) await undo().catch(() => undefined);
        throw error;
      }
    },

    /**
     * Work that undoes something outside the database (bytes put in the file store) if the transaction
     * the caller is in rolls back in the end; outside a transaction there is nothing to undo later.
     */
    /** Whether the caller runs inside a request-scoped transaction (statements prepared on the pool must not be used). */
    inTransaction(): boolean {
      return scope.getStore()?.open === true;
    },

    afterRollback(undo: () => Promise<void>): void {
      const active = scope.getStore();
      if (active?.open) active.onRollback.push(undo);
    },

    /**
     * Work outside the database that may only happen once the caller's transaction has committed (removing the
     * bytes of a file no row uses any more); outside a transaction it runs at once.
     */
    async afterCommit(work: () => Promise<void>): Promise<void> {
      const active = scope.getStore();
      if (active?.open) active.onCommit.push(work);
      else await work();
    },
  };
}
export type RequestScopedDatabase = ReturnType<typeof requestScopedDatabase>;

/** What a store that writes several rows is given to run them in: one transaction (a savepoint inside a request's). */
export type TransactionRunner = <T>(work: () => Promise<T>) => Promise<T>;
