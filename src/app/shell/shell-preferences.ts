import { useState } from 'react';

/** §2 status selector: UI only, kept on this device. Values and words as the seed spells them. */
export const STATUSES = [
  { value: 'online', label: /*i18n*/ 'Online' },
  { value: 'idle', label: /*i18n*/ 'Idle' },
  { value: 'bussy', label: /*i18n*/ 'Bussy' },
  { value: 'offline', label: /*i18n*/ 'Offline' },
] as const;
export type Status = (typeof STATUSES)[number]['value'];

/** §2 menu type: the mega menu by default; the sidebar on request (and always at 1280 px and below). */
export type MenuLayout = 'mega' | 'sidebar';

function read<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  try {
    const value = localStorage.getItem(key);
    return allowed.includes(value as T) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

function useStored<T extends string>(key: string, allowed: readonly T[], fallback: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => read(key, allowed, fallback));
  const save = (next: T) => {
    setValue(next);
    try {
      localStorage.setItem(key, next);
    } catch {
      // storage blocked: the choice lasts for this page only
    }
  };
  return [value, save];
}

export const useStatus = () =>
  useStored<Status>(
    'erpStatus',
    STATUSES.map((s) => s.value),
    'online',
  );
export const useMenuLayout = () => useStored<MenuLayout>('erpMenuLayout', ['mega', 'sidebar'], 'mega');
