import { describe, expect, it } from 'vitest';
import { KIOSK_IDLE_MS, idlePhase, kioskFlagIn } from '../../src/app/lib/kiosk';

describe('kiosk query flag', () => {
  it('turns kiosk mode on with kiosk=1 and off with kiosk=0, and ignores anything else', () => {
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
