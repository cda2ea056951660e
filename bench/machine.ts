import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export const BUSY_WARNING_PERCENT = 15;

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/** CPU ticks: all CPUs busy, all CPUs total, and the part used by the bench (this process, its children, PostgreSQL). */
function snapshot(): { busy: number; total: number; ours: number } | null {
  const cpu = read('/proc/stat')?.split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number);
  if (!cpu) return null; // not Linux: no check
  const total = cpu.reduce((a, b) => a + b, 0);
  const procs = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((pid) => {
      const stat = read(`/proc/${pid}/stat`);
      const close = stat?.lastIndexOf(')') ?? -1;
      if (!stat || close < 0) return [];
      // f[1] ppid; f[11..14] utime, stime, and cutime, cstime: the time of exited children it reaped (Chromium renderers).
      const f = stat
        .slice(close + 2)
        .split(' ')
        .map(Number);
      const ticks = (f[11] ?? 0) + (f[12] ?? 0) + (f[13] ?? 0) + (f[14] ?? 0);
      return [{ pid: Number(pid), comm: stat.slice(stat.indexOf('(') + 1, close), ppid: f[1] ?? 0, ticks }];
    });
  const mine = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of procs) {
      if (!mine.has(p.pid) && mine.has(p.ppid)) {
        mine.add(p.pid);
        grew = true;
      }
    }
  }
  const ours = procs.filter((p) => mine.has(p.pid) || p.comm === 'postgres').reduce((n, p) => n + p.ticks, 0);
  return { busy: total - (cpu[3] ?? 0) - (cpu[4] ?? 0), total, ours };
}

/**
 * Runs `work` and tells how much of all CPUs other programs used meanwhile, in percent: anything well above
 * zero competed with the measurement (on a shared machine: builds, tests). null where /proc is missing.
 */
export async function otherCpuDuring<T>(
  work: () => Promise<T>,
): Promise<{ result: T; otherCpuPercent: number | null }> {
  const before = snapshot();
  const result = await work();
  const after = snapshot();
  if (!before || !after || after.total === before.total) return { result, otherCpuPercent: null };
  const other = after.busy - before.busy - (after.ours - before.ours);
  return { result, otherCpuPercent: Math.max(0, Math.round((other / (after.total - before.total)) * 100)) };
}

/** Waits up to `maxSeconds` for other programs to leave the CPUs (under BUSY_WARNING_PERCENT); returns the last reading. */
export async function waitForQuiet(maxSeconds = Number(process.env.BENCH_QUIET_WAIT ?? 20)): Promise<number | null> {
  const deadline = Date.now() + maxSeconds * 1000;
  let busy: number | null;
  do {
    busy = (await otherCpuDuring(() => sleep(700))).otherCpuPercent;
  } while (busy !== null && busy > BUSY_WARNING_PERCENT && Date.now() < deadline);
  return busy;
}
