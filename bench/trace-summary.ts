/** Reads a Chromium trace with V8's sampling profiler: the page's long main-thread tasks and where their time went. */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> & { url?: string; functionName?: string } };
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber?: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
}
interface CpuProfileChunk {
  nodes?: ProfileNode[];
  samples?: number[];
}

const shortUrl = (url: string) => (url ? (url.split('/').pop()?.split('?')[0] ?? url) : '(native)');
const frameName = (frame: CallFrame) => `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}`;
const ms = (us: number) => (us / 1000).toFixed(1);

/** The renderer main thread that ran the page: the CrRendererMain with the most task time. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busy = (pid: number, tid: number) =>
    events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask').reduce((n, e) => n + (e.dur ?? 0), 0);
  const best = mains
    .map((m) => ({ pid: m.pid, tid: m.tid, busy: busy(m.pid, m.tid) }))
    .sort((a, b) => b.busy - a.busy)[0];
  if (!best) throw new Error('No renderer main thread in the trace');
  return best;
}

/** Every sample of the thread's profile: its time and the frame it was in, with that frame's callers. */
function samplesOf(events: TraceEvent[], pid: number, tid: number): { ts: number; stack: CallFrame[] }[] {
  const out: { ts: number; stack: CallFrame[] }[] = [];
  // A profile's chunks come from the process's profiler thread, with the id of its Profile event (ids are per process).
  for (const start of events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid)) {
    // Node ids are per profile (a thread may hold several, one per navigation).
    const nodes = new Map<number, ProfileNode>();
    let ts = Number(start.args?.data?.startTime ?? start.ts);
    for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === start.id)) {
      const data = chunk.args?.data as { cpuProfile?: CpuProfileChunk; timeDeltas?: number[] } | undefined;
      for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const deltas = data?.timeDeltas ?? [];
      (data?.cpuProfile?.samples ?? []).forEach((id, i) => {
        ts += deltas[i] ?? 0;
        const stack: CallFrame[] = [];
        for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent))
          stack.push(node.callFrame);
        out.push({ ts, stack });
      });
    }
  }
  return out;
}

/** Top entries of a tally, largest first, as "name 12.3 ms". */
const topOf = (tally: Map<string, number>, n: number) =>
  [...tally.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, us]) => `${name} ${ms(us)}`);

/**
 * One line per main-thread task of at least `minMs` after navigation: its start (ms from navigation), length, what
 * started it (the task's first traced event: a script's evaluation, a timer, a message…), the scripts its samples
 * ran in and the `top` functions by self time.
 */
export function summariseTasks(events: TraceEvent[], { minMs, top }: { minMs: number; top: number }): string[] {
  const { pid, tid } = mainThread(events);
  const onThread = events.filter((e) => e.pid === pid && e.tid === tid);
  const navStart =
    onThread.find((e) => e.name === 'navigationStart')?.ts ?? events.find((e) => e.name === 'navigationStart')?.ts ?? 0;
  const tasks = onThread.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= navStart);
  const samples = samplesOf(events, pid, tid);
  const sampleGap = samples.length > 1 ? (samples.at(-1)!.ts - samples[0]!.ts) / samples.length : 100;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid && e.ts > navStart)?.ts ?? navStart;
  // Lighthouse's simulation slows each task 4×; what a task then runs over 50 ms is blocking time (after the first paint).
  const blocking = tasks
    .filter((t) => t.ts >= fcp)
    .reduce((n, t) => n + Math.max(0, (4 * (t.dur ?? 0)) / 1000 - 50), 0);
  const lines = [
    `  first contentful paint @${ms(fcp - navStart)}; ${tasks.length} tasks after navigation; after the paint ${tasks.filter((t) => t.ts >= fcp && (t.dur ?? 0) >= 12_500).length} over 12.5 ms, about ${Math.round(blocking)} ms blocking when slowed 4×`,
  ];
  for (const task of tasks.filter((t) => (t.dur ?? 0) >= minMs * 1000)) {
    const end = task.ts + (task.dur ?? 0);
    const inside = onThread.filter((e) => e.ts > task.ts && e.ts < end && e.ph === 'X' && e.name !== 'RunTask');
    const first = inside[0];
    const cause = first
      ? `${first.name}${first.args?.data?.url ? ` ${shortUrl(String(first.args.data.url))}` : ''}`
      : '?';
    const self = new Map<string, number>();
    const inclusive = new Map<string, number>();
    const byScript = new Map<string, number>();
    for (const sample of samples.filter((s) => s.ts >= task.ts && s.ts <= end)) {
      const leaf = sample.stack[0];
      if (!leaf || leaf.functionName === '(idle)' || leaf.functionName === '(program)') continue;
      self.set(frameName(leaf), (self.get(frameName(leaf)) ?? 0) + sampleGap);
      for (const name of new Set(sample.stack.map(frameName)))
        inclusive.set(name, (inclusive.get(name) ?? 0) + sampleGap);
      const script = sample.stack.find((f) => f.url)?.url;
      byScript.set(shortUrl(script ?? ''), (byScript.get(shortUrl(script ?? '')) ?? 0) + sampleGap);
    }
    lines.push(
      `  @${ms(task.ts - navStart)} ${ms(task.dur ?? 0)} ms  ${cause}${task.ts < fcp ? '  (before the first paint)' : ''}`,
    );
    if (byScript.size) lines.push(`      scripts: ${topOf(byScript, 4).join(', ')}`);
    if (self.size) lines.push(`      self: ${topOf(self, top).join(', ')}`);
    if (inclusive.size && (task.dur ?? 0) >= 2 * minMs * 1000)
      lines.push(`      inclusive: ${topOf(inclusive, top * 2).join(', ')}`);
  }
  return lines;
}
