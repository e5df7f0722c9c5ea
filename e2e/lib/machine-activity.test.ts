// What the Lighthouse step prints of the machine beside each audit (./machine-activity.ts): the
// figures between two snapshots, and a process's CPU time as /proc gives it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  activityBetween,
  describeActivity,
  processCpu,
  type snapshot,
} from './machine-activity.ts';

type Snapshot = ReturnType<typeof snapshot>;

const before: Snapshot = {
  at: 50_000,
  cpuStallUs: 1_000_000,
  ioStallUs: 0,
  ticks: { total: 1_000, steal: 10, iowait: 5 },
  processes: new Map([
    [11, { name: 'chromium', ticks: 100 }],
    [12, { name: 'node', ticks: 50 }],
    [13, { name: 'sleeper', ticks: 7 }],
  ]),
};

const after: Snapshot = {
  at: 60_000,
  cpuStallUs: 3_500_000,
  ioStallUs: 100_000,
  ticks: { total: 3_000, steal: 30, iowait: 105 },
  processes: new Map([
    [11, { name: 'chromium', ticks: 850 }],
    [12, { name: 'node', ticks: 150 }],
    [13, { name: 'sleeper', ticks: 7 }],
    [14, { name: 'started later', ticks: 40 }],
  ]),
};

describe('the machine between two snapshots', () => {
  it('gives stalls as % of the interval, steal and iowait as % of ticks, CPU per process', () => {
    expect(activityBetween(before, after)).toEqual({
      seconds: 10,
      cpuStallPct: 25,
      ioStallPct: 1,
      stealPct: 1,
      iowaitPct: 5,
      // 750 ticks in 10 s is 7.5 s of one core; one started meanwhile counts from nothing; one
      // that did nothing is left out.
      busiest: [
        { pid: 11, name: 'chromium', corePct: 75 },
        { pid: 12, name: 'node', corePct: 10 },
        { pid: 14, name: 'started later', corePct: 4 },
      ],
    });
  });

  it('reads a figure it could not read as unknown', () => {
    const blind = { ...after, cpuStallUs: null, ticks: null };
    const activity = activityBetween(before, blind);
    expect([activity.cpuStallPct, activity.stealPct, activity.iowaitPct]).toEqual([
      null,
      null,
      null,
    ]);
    expect(describeActivity(activity)).toBe(
      '10 s: CPU waited ?, I/O waited 1%, steal ?, iowait ?; busiest (of one core): chromium 75%, node 10%, started later 4%',
    );
  });
});

describe.runIf(existsSync('/proc/self/stat'))("a process's CPU time from /proc", () => {
  it("names a process by its command's name", async () => {
    const child = spawn('sleep', ['30']);
    try {
      await new Promise((resolve) => child.once('spawn', resolve));
      expect(processCpu(child.pid!)?.name).toBe('sleep');
    } finally {
      child.kill();
    }
  });

  it('counts the CPU this process has spent, user and system', () => {
    const start = processCpu(process.pid)!;
    // 0.3 s of CPU as Node counts it (not of the clock): 30 ticks, at least 20 of them seen.
    const from = process.cpuUsage();
    let used = 0;
    let sink = 0;
    while (used < 300_000) {
      // Mostly user time: the clock is asked once per million steps, not each one.
      for (let i = 0; i < 1_000_000; i++) sink = (sink + i * 7) % 1_000_003;
      const d = process.cpuUsage(from);
      used = d.user + d.system;
    }
    expect(sink).toBeGreaterThanOrEqual(0);
    expect(processCpu(process.pid)!.ticks - start.ticks).toBeGreaterThanOrEqual(20);
  });

  it('answers null for a process that is not there', () => {
    expect(processCpu(2 ** 30)).toBeNull();
  });
});
