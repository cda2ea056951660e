import { useSyncExternalStore } from 'react';
import { KIOSK_ADMIN_ROLES, hasAnyRole } from '../../domain/auth/access';
import { KIOSK_QUERY_FLAG } from '../../domain/kiosk/query-flag';

/**
 * Kiosk mode for admission-desk devices: full screen, large touch targets, and a reset after KIOSK_IDLE_MS
 * without input. Kept per device in localStorage; `?kiosk=1` on any address or Developer Options turn it on.
 * Only an administrator leaves it: Developer Options, signed in with a role of KIOSK_ADMIN_ROLES
 * that the server confirms; `?kiosk=0` does nothing on a kiosk.
 */
export const KIOSK_STORAGE_KEY = 'kioskMode';
export { KIOSK_QUERY_FLAG };
export const KIOSK_IDLE_MS = 90_000;
const KIOSK_WARNING_MS = 10_000;

const listeners = new Set<() => void>();

/** React: whether kiosk mode is on, re-rendering when it changes. */
export function useKioskMode(): boolean {
  return useSyncExternalStore(subscribeToKioskMode, isKioskMode, () => false);
}

export function isKioskMode(): boolean {
  try {
    return localStorage.getItem(KIOSK_STORAGE_KEY) === '1';
  } catch {
    return false; // storage blocked (private mode on some browsers)
  }
}

export function setKioskMode(on: boolean): void {
  try {
    if (on) localStorage.setItem(KIOSK_STORAGE_KEY, '1');
    else localStorage.removeItem(KIOSK_STORAGE_KEY);
  } catch {
    return;
  }
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: called whenever kiosk mode is turned on or off in this tab. */
export function subscribeToKioskMode(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The setting a query string asks for: true for `kiosk=1`, false for `kiosk=0`, null when it says nothing. */
export function kioskFlagIn(search: string): boolean | null {
  const value = new URLSearchParams(search).get(KIOSK_QUERY_FLAG);
  if (value === '1') return true;
  if (value === '0') return false;
  return null;
}

/**
 * Reads `?kiosk=` from the address, stores it and removes it from the address bar. Call before the router is
 * created so the router never sees the flag.
 */
export function applyKioskQueryFlag(): void {
  if (typeof window === 'undefined') return; // rendering a public page on the server
  const url = new URL(window.location.href);
  if (!url.searchParams.has(KIOSK_QUERY_FLAG)) return;
  const flag = kioskFlagIn(url.search);
  if (flag !== null && kioskChangeByAddressAllowed(flag, isKioskMode())) setKioskMode(flag);
  url.searchParams.delete(KIOSK_QUERY_FLAG);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** An address may turn kiosk mode on, never off: leaving needs an administrator on Developer Options. */
export function kioskChangeByAddressAllowed(wanted: boolean, kioskOn: boolean): boolean {
  return wanted || !kioskOn;
}

/** Whether these roles (as the server reports them for the session) may open Developer Options: kiosk mode, the server address. */
export const isKioskAdministrator = (roles: readonly string[]): boolean => hasAnyRole(roles, KIOSK_ADMIN_ROLES);

export type IdlePhase = { phase: 'active' } | { phase: 'warning'; secondsLeft: number } | { phase: 'reset' };

/** Where a kiosk stands after `idleMs` without input: the warning covers the last KIOSK_WARNING_MS. */
export function idlePhase(idleMs: number): IdlePhase {
  if (idleMs >= KIOSK_IDLE_MS) return { phase: 'reset' };
  if (idleMs >= KIOSK_IDLE_MS - KIOSK_WARNING_MS)
    return { phase: 'warning', secondsLeft: Math.ceil((KIOSK_IDLE_MS - idleMs) / 1000) };
  return { phase: 'active' };
}
