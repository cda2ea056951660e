/**
 * Typed access to a standalone WebAssembly module's exports. The domain is compiled without the DOM library, so the
 * `WebAssembly` global is reached through `globalThis` and every export is checked before it is used.
 */

/** A wasm function that takes and returns 32-bit integers (pointers, sizes, flags). */
export type WasmFunction = (...args: number[]) => number;

interface WasmApi {
  instantiate(bytes: Uint8Array): Promise<{ instance: { exports: Record<string, unknown> } }>;
}

interface WasmMemory {
  buffer: ArrayBuffer;
}

const isWasmApi = (value: unknown): value is WasmApi =>
  typeof value === 'object' && value !== null && typeof Reflect.get(value, 'instantiate') === 'function';

const isWasmFunction = (value: unknown): value is WasmFunction => typeof value === 'function';

const isWasmMemory = (value: unknown): value is WasmMemory =>
  typeof value === 'object' && value !== null && Reflect.get(value, 'buffer') instanceof ArrayBuffer;

/** Instantiates a module that imports nothing and returns its exports. */
export async function instantiateStandalone(bytes: Uint8Array): Promise<Record<string, unknown>> {
  const api: unknown = Reflect.get(globalThis, 'WebAssembly');
  if (!isWasmApi(api)) throw new Error('WebAssembly is not available here');
  const { instance } = await api.instantiate(bytes);
  return instance.exports;
}

export function wasmFunction(exports: Record<string, unknown>, name: string): WasmFunction {
  const fn = exports[name];
  if (!isWasmFunction(fn)) throw new Error(`wasm export ${name} is missing`);
  return fn;
}

/** The module's memory as bytes; asked for again after each call that may grow it. */
export function wasmBytes(exports: Record<string, unknown>): Uint8Array {
  const memory = exports.memory;
  if (!isWasmMemory(memory)) throw new Error('wasm export memory is missing');
  return new Uint8Array(memory.buffer);
}
