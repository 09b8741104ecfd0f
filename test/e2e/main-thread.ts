/**
 * The page's main-thread tasks while something runs, for the "no frame longer than 50 ms" requirement
 * (DESIGN.md "Renderer"): the Long Tasks API reports every task over 50 ms of wall time, and a Chromium trace
 * (CDP `Tracing`, category `toplevel`) gives each task's CPU time on the renderer's main thread. On a machine
 * shared with other processes a task may last 50 ms of wall time while the thread ran for 10 ms (it waited
 * for a core); `cpuMs` is what the page's own work cost.
 */
import type { CDPSession, Page } from 'playwright-core';

/**
 * One long task: when it started (ms since the page's time origin), its wall time and its main-thread CPU time
 * (ms), and what the time went to: the five trace events inside it with the most CPU time, e.g.
 * `'HandlePostMessage 22.7, Layout 7.4, UpdateLayoutTree 2.4, …'` (ms), for the log of a failed run.
 */
export interface LongTask {
  startMs: number;
  wallMs: number;
  cpuMs: number;
  inside: string;
}

/** A trace event of the `toplevel` category (times in µs). */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** The trace events of one main-thread task (`toplevel` category; the name differs between Chromium versions). */
const TASK_EVENTS: ReadonlySet<string> = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/** Browser-side script (a string: the e2e files compile without DOM types): collects Long Tasks API entries. */
const OBSERVE = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask' });
  performance.mark('main-thread-sync');
  return performance.getEntriesByName('main-thread-sync')[0].startTime;
})()`;

/** Watches the page's main thread from now on; `stop()` answers the long tasks seen meanwhile. */
export async function watchMainThread(page: Page): Promise<{ stop(): Promise<LongTask[]> }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => {
    for (const ev of e.value) events.push(ev as unknown as TraceEvent);
  });
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: ['toplevel', 'devtools.timeline', 'v8', 'blink.user_timing', '__metadata'],
      enableSampling: false,
    },
    transferMode: 'ReportEvents',
  });
  const syncMs = (await page.evaluate(OBSERVE)) as number;
  return {
    async stop() {
      const entries = (await page.evaluate('window.__longTasks')) as [number, number][];
      const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.end');
      await done;
      await cdp.detach();
      return matchTasks(entries, events, syncMs);
    },
  };
}

/** Each Long Tasks API entry with the CPU time of the main-thread tasks it covers, from the trace. */
function matchTasks(entries: [number, number][], events: TraceEvent[], syncMs: number): LongTask[] {
  const sync = events.find((e) => e.name === 'main-thread-sync');
  const main = events.find(
    (e) =>
      e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === sync?.pid,
  );
  if (!sync || !main) throw new Error('the trace has no mark or no renderer main thread');
  // Trace time (µs) of the page's time origin.
  const origin = sync.ts - syncMs * 1000;
  // The main thread's outermost tasks (a task run inside another is counted with it), in time order.
  const tasks: TraceEvent[] = [];
  const runs = events
    .filter((e) => e.ph === 'X' && TASK_EVENTS.has(e.name) && e.pid === main.pid && e.tid === main.tid)
    .sort((a, b) => a.ts - b.ts);
  for (const e of runs) {
    const last = tasks.at(-1);
    if (!last || e.ts >= last.ts + (last.dur ?? 0)) tasks.push(e);
  }
  const onMain = events.filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid);
  return entries.map(([startMs, wallMs]) => {
    const from = origin + startMs * 1000 - 1000;
    const to = origin + (startMs + wallMs) * 1000 + 1000;
    let cpu = 0;
    for (const t of tasks) if (t.ts >= from && t.ts + (t.dur ?? 0) <= to) cpu += t.tdur ?? t.dur ?? 0;
    return {
      startMs: Math.round(startMs),
      wallMs: Math.round(wallMs),
      cpuMs: Math.round(cpu / 1000),
      inside: heaviest(onMain, from, to),
    };
  });
}

/** The five event names with the most CPU time (ms) among the main thread's events in [from, to] (µs), outer tasks left out. */
function heaviest(onMain: readonly TraceEvent[], from: number, to: number): string {
  const byName = new Map<string, number>();
  for (const e of onMain) {
    if (TASK_EVENTS.has(e.name) || e.ts < from || e.ts + (e.dur ?? 0) > to) continue;
    byName.set(e.name, (byName.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0));
  }
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`)
    .join(', ');
}
