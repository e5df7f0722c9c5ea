// What else the machine did while a page was audited: blocking time is the page's main-thread
// work as this machine ran it, so a run made while something else held the CPU or the disk
// measures that too. Read from Linux's /proc (pressure stall information, the CPU's steal and
// I/O wait, each process's CPU time); elsewhere every figure reads as unknown.
import { readdirSync, readFileSync } from 'node:fs';

interface Snapshot {
  at: number;
  /** Microseconds some task waited for the CPU / for I/O (PSI "some" totals). */
  cpuStallUs: number | null;
  ioStallUs: number | null;
  /** /proc/stat's cpu line: all ticks, steal and iowait. */
  ticks: { total: number; steal: number; iowait: number } | null;
  /** CPU ticks per process (user + system), with its name. */
  processes: Map<number, { name: string; ticks: number }>;
}

export interface Activity {
  seconds: number;
  cpuStallPct: number | null;
  ioStallPct: number | null;
  stealPct: number | null;
  iowaitPct: number | null;
  /** The processes that used the most CPU, as % of one core over the interval. */
  busiest: { name: string; pid: number; corePct: number }[];
}

/** Linux's USER_HZ, which /proc reports CPU time in (100 on every architecture Node runs on). */
export const TICKS_PER_SECOND = 100;

function read(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function stallTotal(kind: 'cpu' | 'io'): number | null {
  const match = read(`/proc/pressure/${kind}`)?.match(/^some .*total=(\d+)/m);
  return match ? Number(match[1]) : null;
}

function cpuTicks(): Snapshot['ticks'] {
  const line = read('/proc/stat')?.split('\n')[0];
  if (!line?.startsWith('cpu ')) return null;
  // user nice system idle iowait irq softirq steal (guest time is inside user already)
  const f = line.trim().split(/\s+/).slice(1, 9).map(Number);
  return { total: f.reduce((s, n) => s + n, 0), steal: f[7] ?? 0, iowait: f[4] ?? 0 };
}

/**
 * A process's name and CPU time so far (user + system, in ticks of 1/TICKS_PER_SECOND s) from
 * /proc/<pid>/stat, or null where it cannot be read (gone, another machine's, not Linux).
 */
export function processCpu(pid: number | string): { name: string; ticks: number } | null {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The name is in parentheses and may hold spaces; the fields after it are fixed.
  const close = stat.lastIndexOf(')');
  const name = stat.slice(stat.indexOf('(') + 1, close);
  const fields = stat.slice(close + 2).split(' ');
  return { name, ticks: Number(fields[11]) + Number(fields[12]) };
}

function processTicks(): Snapshot['processes'] {
  const out: Snapshot['processes'] = new Map();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return out;
  }
  for (const pid of pids) {
    const cpu = processCpu(pid);
    if (cpu) out.set(Number(pid), cpu);
  }
  return out;
}

export function snapshot(): Snapshot {
  return {
    at: Date.now(),
    cpuStallUs: stallTotal('cpu'),
    ioStallUs: stallTotal('io'),
    ticks: cpuTicks(),
    processes: processTicks(),
  };
}

const pct = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

export function activityBetween(a: Snapshot, b: Snapshot): Activity {
  const ms = Math.max(1, b.at - a.at);
  const stall = (x: number | null, y: number | null) =>
    x === null || y === null ? null : pct((y - x) / 1000, ms);
  const ticks = a.ticks && b.ticks ? { from: a.ticks, to: b.ticks } : null;
  const allTicks = ticks ? Math.max(1, ticks.to.total - ticks.from.total) : 1;
  const busiest = [...b.processes]
    .map(([pid, p]) => ({
      pid,
      name: p.name,
      corePct: pct((p.ticks - (a.processes.get(pid)?.ticks ?? 0)) / TICKS_PER_SECOND, ms / 1000),
    }))
    .filter((p) => p.corePct >= 1)
    .sort((x, y) => y.corePct - x.corePct)
    .slice(0, 5);
  return {
    seconds: Math.round(ms / 1000),
    cpuStallPct: stall(a.cpuStallUs, b.cpuStallUs),
    ioStallPct: stall(a.ioStallUs, b.ioStallUs),
    stealPct: ticks ? pct(ticks.to.steal - ticks.from.steal, allTicks) : null,
    iowaitPct: ticks ? pct(ticks.to.iowait - ticks.from.iowait, allTicks) : null,
    busiest,
  };
}

export function describeActivity(x: Activity): string {
  const figure = (label: string, v: number | null) => `${label} ${v === null ? '?' : `${v}%`}`;
  const busiest = x.busiest.map((p) => `${p.name} ${p.corePct}%`).join(', ');
  return (
    `${x.seconds} s: ${figure('CPU waited', x.cpuStallPct)}, ${figure('I/O waited', x.ioStallPct)}, ` +
    `${figure('steal', x.stealPct)}, ${figure('iowait', x.iowaitPct)}; busiest (of one core): ` +
    (busiest || 'none')
  );
}
