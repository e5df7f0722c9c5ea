// One Lighthouse audit of a page of the running app: Lighthouse 12's mobile defaults (a Moto G
// Power screen, simulated slow 4G and a 4x slower CPU) in Debian's Chromium, the HTML and JSON
// reports written to a folder, and the figures the budgets read.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'];
/** The lobby's list of labels and games: the home must ask for it once. */
const LOBBY_PATH = '/labelGame/list';

export interface PageFigures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes over the wire (compressed), by kind. */
  scriptBytes: number;
  fontBytes: number;
  imageBytes: number;
  imageRequests: number;
  lobbyRequests: number;
  /**
   * Lighthouse's measure of the machine's CPU at the time of the run (higher is faster): the
   * blocking time is the page's main-thread work times the simulated 4x slowdown, so a busy
   * or slow machine shows in both figures together.
   */
  benchmarkIndex: number;
  /**
   * The page's renderer main thread over the run: the time its tasks took, and the CPU time they
   * had. Lighthouse's blocking time is read off the first (times 4); on a machine whose cores
   * the browser's other processes share, a task waits for a core part of that time, and the
   * second figure tells the page's own work apart from that wait.
   */
  mainThreadMs: number;
  mainThreadCpuMs: number;
  /** The blocking time of the page's own work at the reference speed (`cpuBlockingTimeOf`). */
  cpuBlockingMs: number;
}

/**
 * The fields of a Chromium trace event the main-thread figures read: Lighthouse's own type has
 * neither a task's CPU time (`tdur`) nor `isOutermostMainFrame`.
 */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {
    name?: string;
    data?: { processId?: number; url?: string; isOutermostMainFrame?: boolean };
  };
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

function requests(lhr: Result): NetworkRequest[] {
  const details = lhr.audits['network-requests']?.details;
  return details && details.type === 'table' ? (details.items as unknown as NetworkRequest[]) : [];
}

function bytesOf(items: NetworkRequest[], type: string): number {
  return items
    .filter((r) => r.resourceType === type)
    .reduce((s, r) => s + (r.transferSize ?? 0), 0);
}

function numeric(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined)
    throw new Error(
      `lighthouse: no figure for ${id} (${lhr.audits[id]?.errorMessage ?? 'missing'})`,
    );
  return value;
}

/** The top-level tasks of the page's renderer main thread, in start order. */
function pageMainThreadTasks(events: TraceEvent[]): TraceEvent[] {
  // The renderer of the page itself: the last main-frame commit of a web address (the first is
  // the blank tab Lighthouse starts from).
  const commits = events.filter(
    (e) =>
      e.name === 'FrameCommittedInBrowser' &&
      e.args?.data?.isOutermostMainFrame === true &&
      /^https?:/.test(e.args.data.url ?? ''),
  );
  const pid = commits.at(-1)?.args?.data?.processId;
  const mainTid = events.find(
    (e) => e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  )?.tid;
  const tasks = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === pid && e.tid === mainTid)
    .sort((a, b) => a.ts - b.ts);
  const topLevel: TraceEvent[] = [];
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts < end) continue; // a task run inside another (a nested loop) is counted in it
    end = task.ts + (task.dur ?? 0);
    topLevel.push(task);
  }
  return topLevel;
}

/** Busy and CPU time of the top-level tasks on the page's renderer main thread, in ms. */
export function mainThreadOf(
  events: TraceEvent[],
): Pick<PageFigures, 'mainThreadMs' | 'mainThreadCpuMs'> {
  let busy = 0;
  let cpu = 0;
  for (const task of pageMainThreadTasks(events)) {
    busy += task.dur ?? 0;
    cpu += task.tdur ?? 0;
  }
  return { mainThreadMs: Math.round(busy / 1000), mainThreadCpuMs: Math.round(cpu / 1000) };
}

/**
 * The CPU index of the machine Lighthouse's 4x slowdown is meant for: a high-end desktop, whose
 * benchmark index Lighthouse's throttling guide puts at 1,500-2,000 (its top taken here).
 */
const REFERENCE_BENCHMARK_INDEX = 2000;
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/**
 * Blocking time from the page's own work: Lighthouse's rule (each main-thread task from the
 * first contentful paint on, slowed 4x, counts what it runs over 50 ms) applied to the CPU time
 * each task had rather than its length, and that CPU time brought to the reference machine's
 * speed (times the run's benchmark index over REFERENCE_BENCHMARK_INDEX). A task that waited
 * for a core, or a machine slower than the reference, no longer lengthens it: it moves when
 * the page's work does (docs/decisions/0031-lighthouse-guard-on-the-pages-own-work.md).
 */
export function cpuBlockingTimeOf(
  events: TraceEvent[],
  fromTs: number,
  benchmarkIndex: number,
): number {
  // Without the index the figure would read 0 whatever the page did.
  if (!(benchmarkIndex > 0)) throw new Error('lighthouse: no CPU benchmark index for the run');
  const speed = benchmarkIndex / REFERENCE_BENCHMARK_INDEX;
  let blocking = 0;
  for (const task of pageMainThreadTasks(events)) {
    if (task.ts < fromTs) continue;
    const slowedMs = ((task.tdur ?? 0) / 1000) * speed * SLOWDOWN;
    blocking += Math.max(0, slowedMs - LONG_TASK_MS);
  }
  return Math.round(blocking);
}

type TraceFigures = 'mainThreadMs' | 'mainThreadCpuMs' | 'cpuBlockingMs';

/** Where the page's first contentful paint was seen, on the trace's clock (µs). */
function observedFcpTs(lhr: Result): number {
  const details = lhr.audits.metrics?.details;
  const items = details && details.type === 'debugdata' ? details.items : [];
  const ts = (items?.[0] as { observedFirstContentfulPaintTs?: number } | undefined)
    ?.observedFirstContentfulPaintTs;
  if (ts === undefined) throw new Error('lighthouse: no observed first contentful paint');
  return ts;
}

export function figuresOf(lhr: Result): Omit<PageFigures, TraceFigures> {
  const items = requests(lhr);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    scriptBytes: bytesOf(items, 'Script'),
    fontBytes: bytesOf(items, 'Font'),
    imageBytes: bytesOf(items, 'Image'),
    imageRequests: items.filter((r) => r.resourceType === 'Image').length,
    lobbyRequests: items.filter((r) => new URL(r.url).pathname.endsWith(LOBBY_PATH)).length,
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
  };
}

/** Audits `url` in a fresh Chromium and writes `<reportBase>.report.{html,json}`. */
export async function audit(url: string, reportBase: string): Promise<PageFigures> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  // A run stopped from outside must not leave its browser behind.
  const killChrome = () => chrome.kill();
  process.once('SIGINT', killChrome).once('SIGTERM', killChrome);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: ['html', 'json'],
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    if (!result) throw new Error(`lighthouse: no result for ${url}`);
    const [html, json] = result.report as string[];
    writeFileSync(`${reportBase}.report.html`, html ?? '');
    writeFileSync(`${reportBase}.report.json`, json ?? '');
    if (result.lhr.runtimeError) {
      throw new Error(`lighthouse: ${url}: ${result.lhr.runtimeError.message}`);
    }
    const figures = figuresOf(result.lhr);
    const events = result.artifacts.Trace.traceEvents as TraceEvent[];
    return {
      ...figures,
      ...mainThreadOf(events),
      cpuBlockingMs: cpuBlockingTimeOf(events, observedFcpTs(result.lhr), figures.benchmarkIndex),
    };
  } finally {
    process.off('SIGINT', killChrome).off('SIGTERM', killChrome);
    chrome.kill();
  }
}

export function reportPath(dir: string, page: string, run: number): string {
  return path.join(dir, `${page}-${run}`);
}
