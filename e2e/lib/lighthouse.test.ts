import { describe, expect, it } from 'vitest';
import { cpuBlockingTimeOf, mainThreadOf, type TraceEvent } from './lighthouse.ts';

const commit = (pid: number, url: string): TraceEvent => ({
  name: 'FrameCommittedInBrowser',
  ph: 'I',
  pid: 1,
  tid: 1,
  ts: 0,
  args: { data: { processId: pid, url, isOutermostMainFrame: true } },
});
const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
const task = (pid: number, tid: number, ts: number, dur: number, tdur: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts,
  dur,
  tdur,
});

describe('mainThreadOf', () => {
  it("sums the page renderer's top-level main-thread tasks: wall time and CPU time", () => {
    const events = [
      commit(5, 'about:blank'),
      commit(7, 'http://localhost:3000/gamePlayingFront/1'),
      thread(5, 50, 'CrRendererMain'),
      thread(7, 70, 'CrRendererMain'),
      thread(7, 71, 'Compositor'),
      task(5, 50, 0, 90_000, 90_000), // the blank tab's renderer
      task(7, 70, 1_000, 30_000, 10_000),
      task(7, 70, 6_000, 10_000, 4_000), // nested in the one before
      task(7, 71, 2_000, 50_000, 50_000), // another thread of the page's renderer
      task(7, 70, 40_000, 20_000, 15_000),
    ];
    expect(mainThreadOf(events)).toEqual({ mainThreadMs: 50, mainThreadCpuMs: 25 });
  });

  it('is zero when the trace has no page', () => {
    expect(mainThreadOf([commit(5, 'about:blank')])).toEqual({
      mainThreadMs: 0,
      mainThreadCpuMs: 0,
    });
  });
});

describe('cpuBlockingTimeOf', () => {
  const page = [
    commit(7, 'http://localhost:3000/'),
    thread(7, 70, 'CrRendererMain'),
    thread(7, 71, 'Compositor'),
  ];

  it("counts each task's CPU time, slowed 4x at the reference speed, over 50 ms, from the paint on", () => {
    const events = [
      ...page,
      task(7, 70, 0, 90_000, 90_000), // before the first paint (at 100,000): not counted
      task(7, 70, 100_000, 300_000, 40_000), // 40 ms of CPU in 300 ms: 160 − 50 = 110
      task(7, 70, 102_000, 20_000, 20_000), // nested in the one before
      task(7, 70, 450_000, 12_000, 12_000), // 48 ms slowed: not long
      task(7, 70, 500_000, 30_000, 30_000), // 120 − 50 = 70
      task(7, 71, 600_000, 90_000, 90_000), // the compositor's
    ];
    expect(cpuBlockingTimeOf(events, 100_000, 2000)).toBe(180);
  });

  it('brings the CPU time to the reference speed: a machine half as fast counts half of it', () => {
    // 40 ms of CPU on a machine of index 1,000 is 20 ms on the reference: 80 − 50 = 30.
    const events = [...page, task(7, 70, 1_000, 300_000, 40_000)];
    expect(cpuBlockingTimeOf(events, 0, 1000)).toBe(30);
    expect(cpuBlockingTimeOf(events, 0, 4000)).toBe(270);
  });

  it('is zero when the trace has no page', () => {
    expect(cpuBlockingTimeOf([commit(5, 'about:blank')], 0, 2000)).toBe(0);
  });

  it('refuses a run without a benchmark index rather than read 0', () => {
    const events = [...page, task(7, 70, 1_000, 300_000, 40_000)];
    expect(() => cpuBlockingTimeOf(events, 0, 0)).toThrow('no CPU benchmark index');
  });
});
