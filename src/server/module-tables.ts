import type { Access } from '../domain/auth/access';
import type { FileOwnerRegistry } from './files/owners';
import type { Operation, ServerModule } from './modules/server-module';

interface Part<V> {
  /** Where the entries come from, named in the error: 'core' or a module's name. */
  source: string;
  entries: Readonly<Record<string, V>>;
}

/** The union of tables that must not share a key: a key in two of them stops the start, naming both. */
export function distinctUnion<V>(what: string, parts: ReadonlyArray<Part<V>>): Record<string, V> {
  const union: Record<string, V> = {};
  const sourceOf = new Map<string, string>();
  for (const { source, entries } of parts)
    for (const [key, value] of Object.entries(entries)) {
      const earlier = sourceOf.get(key);
      if (earlier !== undefined) throw new Error(`The ${what} '${key}' is declared by both ${earlier} and ${source}`);
      sourceOf.set(key, source);
      union[key] = value;
    }
  return union;
}

/** The permission table: the core lines and every module's; a module's lines lie under its mount. */
export function permissionTable(
  core: Readonly<Record<string, Access>>,
  modules: readonly ServerModule[],
): Readonly<Record<string, Access>> {
  for (const { name, mount, permissions } of modules) {
    const outside = Object.keys(permissions).filter((line) => !line.split(' ')[1]?.startsWith(`/api${mount}/`));
    if (outside.length > 0)
      throw new Error(`Module ${name} declares lines outside /api${mount}: ${outside.join(', ')}`);
  }
  return distinctUnion('permission line', [
    { source: 'core', entries: core },
    ...modules.map((m) => ({ source: m.name, entries: m.permissions })),
  ]);
}

/** Each call as the API description tells it: the core's and every module's `operations`. */
export function operationTable(
  core: Readonly<Record<string, Operation>>,
  modules: readonly ServerModule[],
): Readonly<Record<string, Operation>> {
  return distinctUnion('operation', [
    { source: 'core', entries: core },
    ...modules.map((m) => ({ source: m.name, entries: m.operations })),
  ]);
}

/** The file owner types of the core and of the modules that built some. */
export function fileOwnerTable(
  core: FileOwnerRegistry,
  modules: ReadonlyArray<{ name: string; fileOwners?: FileOwnerRegistry }>,
): FileOwnerRegistry {
  return distinctUnion('file owner type', [
    { source: 'core', entries: core },
    ...modules.map((m) => ({ source: m.name, entries: m.fileOwners ?? {} })),
  ]);
}
