// The alert rules (deploy/prometheus/talih-alerts.yaml) and the Grafana dashboard
// (deploy/grafana/talih-dashboard.json) parse, and every series their expressions name is one
// a running app's /metrics exports (its `# TYPE` lines: a counter nobody counted yet still
// has one; a histogram's _bucket, _count and _sum). Each alert has a runbook entry.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createFeedMetrics } from '../adapters/sports/lsports/metrics.ts';
import { backends, openTestApp, type TestApp } from '../testing/backends.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** PromQL words that are not series (operators, modifiers). */
const KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'on', 'ignoring', 'by']);

/**
 * The series a PromQL expression names: every identifier left once strings, label matchers,
 * ranges and label lists are taken out, and that is not a function (followed by `(`), a
 * keyword or part of a number (1e-9).
 */
function seriesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '');
  const names = [...bare.matchAll(/(?<![\w.])([a-zA-Z_:][\w:]*)(\s*\()?/g)]
    .filter((m) => m[2] === undefined && !KEYWORDS.has(m[1]!))
    .map((m) => m[1]!);
  return [...new Set(names)];
}

/** Series names /metrics exports, from its `# TYPE` lines. */
function exportedSeries(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name!);
    if (type === 'histogram') for (const s of ['_bucket', '_count', '_sum']) names.add(name! + s);
    if (type === 'summary') for (const s of ['_count', '_sum']) names.add(name! + s);
  }
  return names;
}

interface Group {
  name: string;
  rules: Rule[];
}

interface Rule {
  alert: string;
  expr: string;
  labels: { severity?: string };
}

const groups = (parse(read('deploy/prometheus/talih-alerts.yaml')) as { groups: Group[] }).groups;
const rules = groups.flatMap((g) => g.rules);
const dashboard = JSON.parse(read('deploy/grafana/talih-dashboard.json')) as {
  panels: { title: string; targets: { expr: string }[] }[];
};
const dashboardExprs = dashboard.panels.flatMap((p) => p.targets.map((x) => x.expr));

describe('reading series out of PromQL', () => {
  it('finds the series and leaves functions, labels, ranges and numbers out', () => {
    expect(
      seriesIn(
        'histogram_quantile(0.99, sum by (le, provider) (rate(talih_wallet_call_duration_seconds_bucket{code!~"OK|x"}[5m]))) > 0.25',
      ),
    ).toEqual(['talih_wallet_call_duration_seconds_bucket']);
    expect(
      seriesIn(
        'max(talih_deposits_pending) > 5 and on () (sum(increase(talih_deposits_confirmed_total[1h])) or vector(0)) == 0',
      ),
    ).toEqual(['talih_deposits_pending', 'talih_deposits_confirmed_total']);
    expect(seriesIn('a_b / clamp_min(c_d, 1e-9) > 3 * 3600')).toEqual(['a_b', 'c_d']);
  });
});

describe('alert rules and the dashboard', () => {
  let t: TestApp;
  let exported: Set<string>;
  beforeAll(async () => {
    t = await openTestApp(backends()[0]!);
    // The odds feed's series, registered where SPORT_FEED=lsports runs (its alert group).
    createFeedMetrics(t.app.talih.services.metrics!.registry);
    exported = exportedSeries((await t.app.inject({ method: 'GET', url: '/metrics' })).body);
  });
  afterAll(() => t.dispose());

  it('names only series a running app exports', () => {
    const named = [...rules.map((r) => r.expr), ...dashboardExprs].flatMap(seriesIn);
    expect(named.length).toBeGreaterThan(25);
    const missing = named.filter((name) => !exported.has(name));
    expect(missing).toEqual([]);
  });

  it('watches the money, the wallet and ledger latency and the leader', () => {
    const dashboardSeries = new Set(dashboardExprs.flatMap(seriesIn));
    for (const series of [
      'talih_deposits_confirmed_total',
      'talih_deposits_confirmed_amount_total',
      'talih_withdrawals_paid_total',
      'talih_withdrawals_paid_amount_total',
      'talih_sport_bets_placed_total',
      'talih_sport_bets_settled_total',
      'talih_wallet_call_duration_seconds_bucket',
      'talih_ledger_transaction_duration_seconds_bucket',
      'talih_scheduler_leader',
      'talih_sport_stream_fanout_seconds_bucket',
    ]) {
      expect(dashboardSeries.has(series), series).toBe(true);
    }
    const talih = groups.find((g) => g.name === 'talih')!.rules;
    const alerted = new Set(talih.map((r) => r.expr).flatMap(seriesIn));
    expect([...alerted].sort()).toEqual([
      'http_request_duration_seconds_bucket',
      'nodejs_eventloop_lag_p99_seconds',
      'talih_db_pool_connections',
      'talih_deposits_confirmed_total',
      'talih_deposits_pending',
      'talih_ledger_transaction_duration_seconds_bucket',
      'talih_reconcile_check_violations',
      'talih_reconcile_last_run_timestamp_seconds',
      'talih_scheduler_leader',
      'talih_sport_stream_fanout_seconds_bucket',
      'talih_wallet_call_duration_seconds_bucket',
      'talih_wallet_calls_total',
      'talih_withdrawals_oldest_waiting_seconds',
    ]);
  });

  it('gives every alert a severity and a runbook entry', () => {
    const runbook = read('docs/operations.md');
    expect(rules.map((r) => r.alert)).toEqual([
      'TalihReconcileFailing',
      'TalihReconcileNotRunning',
      'TalihWalletErrorRate',
      'TalihWithdrawalsStuck',
      'TalihLatencyP99OverBudget',
      'TalihEventLoopLag',
      'TalihDatabasePoolSaturated',
      'TalihSchedulerLeaderMissing',
      'TalihWalletLatencyP99OverBudget',
      'TalihLedgerTransactionsSlow',
      'TalihDepositsNotConfirming',
      'TalihSportStreamFanoutSlow',
      'TalihFeedSilent',
      'TalihFeedLag',
      'TalihFeedRecoveryFailing',
      'TalihFeedRecoveringOften',
      'TalihFeedMarketsSuspended',
    ]);
    for (const rule of rules) {
      expect(['warning', 'critical']).toContain(rule.labels.severity);
      expect(runbook, rule.alert).toContain(`### ${rule.alert}`);
    }
  });
});

describe('the odds feed alerts', () => {
  it('are a group of their own: silence, lag, recovery runs, suspensions', () => {
    const feed = groups.find((g) => g.name === 'talih-feed');
    expect(feed?.rules.map((r) => r.alert)).toEqual([
      'TalihFeedSilent',
      'TalihFeedLag',
      'TalihFeedRecoveryFailing',
      'TalihFeedRecoveringOften',
      'TalihFeedMarketsSuspended',
    ]);
    expect(feed?.rules[0]?.expr).toBe(
      'time() - max(talih_feed_last_heartbeat_timestamp_seconds) > 30',
    );
  });
});
