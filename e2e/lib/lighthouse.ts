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

/** Busy and CPU time of the top-level tasks on the page's renderer main thread, in ms. */
export function mainThreadOf(
  events: TraceEvent[],
): Pick<PageFigures, 'mainThreadMs' | 'mainThreadCpuMs'> {
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
  let busy = 0;
  let cpu = 0;
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts < end) continue; // a task run inside another (a nested loop) is counted in it
    end = task.ts + (task.dur ?? 0);
    busy += task.dur ?? 0;
    cpu += task.tdur ?? 0;
  }
  return { mainThreadMs: Math.round(busy / 1000), mainThreadCpuMs: Math.round(cpu / 1000) };
}

export function figuresOf(lhr: Result): Omit<PageFigures, 'mainThreadMs' | 'mainThreadCpuMs'> {
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
    return { ...figuresOf(result.lhr), ...mainThreadOf(result.artifacts.Trace.traceEvents) };
  } finally {
    process.off('SIGINT', killChrome).off('SIGTERM', killChrome);
    chrome.kill();
  }
}

export function reportPath(dir: string, page: string, run: number): string {
  return path.join(dir, `${page}-${run}`);
}
