import { describe, expect, it } from 'vitest';
import { mainThreadOf, type TraceEvent } from './lighthouse.ts';

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
