import { describe, expect, it } from 'vitest';
import {
  KIOSK_IDLE_MS,
  idlePhase,
  isKioskAdministrator,
  kioskChangeByAddressAllowed,
  kioskFlagIn,
} from '../../src/app/lib/kiosk';
import { ALL_ROLES } from '../../src/domain/auth/roles';
import { linksOf, menuFor } from '../../src/domain/menus/menu-tree';

describe('kiosk query flag', () => {
  it('reads kiosk=1 as on and kiosk=0 as off, and ignores anything else', () => {
    expect(kioskFlagIn('?kiosk=1')).toBe(true);
    expect(kioskFlagIn('?rollNo=22B81A0501&kiosk=0')).toBe(false);
    expect(kioskFlagIn('?kiosk=yes')).toBeNull();
    expect(kioskFlagIn('')).toBeNull();
  });
});

describe('kiosk idle phases (90 s reset, warning in the last 10 s)', () => {
  it('stays active until 80 s without input', () => {
    expect(idlePhase(0)).toEqual({ phase: 'active' });
    expect(idlePhase(79_999)).toEqual({ phase: 'active' });
  });

  it('warns from 80 s with the seconds left, rounded up', () => {
    expect(idlePhase(80_000)).toEqual({ phase: 'warning', secondsLeft: 10 });
    expect(idlePhase(81_500)).toEqual({ phase: 'warning', secondsLeft: 9 });
    expect(idlePhase(89_999)).toEqual({ phase: 'warning', secondsLeft: 1 });
  });

  it('resets at 90 s', () => {
    expect(KIOSK_IDLE_MS).toBe(90_000);
    expect(idlePhase(90_000)).toEqual({ phase: 'reset' });
  });
});

describe('leaving kiosk mode needs an administrator', () => {
  it('lets an address turn kiosk mode on, but never off on a kiosk (?kiosk=0 is ignored)', () => {
    expect(kioskChangeByAddressAllowed(true, false)).toBe(true);
    expect(kioskChangeByAddressAllowed(true, true)).toBe(true);
    expect(kioskChangeByAddressAllowed(false, true)).toBe(false);
  });

  it('counts only ROLE_ADMIN as the administrator who may leave kiosk mode', () => {
    expect(isKioskAdministrator(['ROLE_ADMIN'])).toBe(true);
    expect(isKioskAdministrator(['ROLE_STUDENT', 'ROLE_ADMIN'])).toBe(true);
    for (const role of ALL_ROLES.filter((r) => r !== 'ROLE_ADMIN'))
      expect(isKioskAdministrator([role]), role).toBe(false);
    expect(isKioskAdministrator([])).toBe(false);
  });

  it('offers Developer Options in the menus to administrators only, on a kiosk and elsewhere', () => {
    const hasDeveloperOptions = (roles: string[], kiosk: boolean) =>
      linksOf(menuFor(roles, { kiosk })).some((l) => l.to === '/devtools');
    expect(hasDeveloperOptions(['ROLE_ADMIN'], true)).toBe(true);
    expect(hasDeveloperOptions(['ROLE_ADMIN'], false)).toBe(true);
    for (const role of ALL_ROLES.filter((r) => r !== 'ROLE_ADMIN')) {
      expect(hasDeveloperOptions([role], true), role).toBe(false);
      expect(hasDeveloperOptions([role], false), role).toBe(false);
    }
  });
});
