// The list of areas (./areas.ts) and the area shape (./area.ts): the order the ports, the seed
// and the reconcile run see, and the refusals that keep the list in dependency order.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { defineArea, inDependencyOrder } from './area.ts';
import { AREAS } from './areas.ts';
import { reconcileChecksOf } from './operations/reconcile.ts';
import { runCli } from './cli/talih.ts';

describe('areas', () => {
  it('are listed once each, in dependency order', () => {
    expect(AREAS.map((a) => a.name)).toEqual([
      'system',
      'accounts',
      'games',
      'lobby',
      'provider-wallet',
      'hub88',
      'payments',
      'sport',
      'engagement',
      'promotions',
      'invite',
      'support',
      'protection',
      'kyc',
      'risk',
      'staff',
      'audit',
      'approvals',
      'reports',
      'reconcile',
      'players',
      'bonus',
      'legal',
      'screening',
    ]);
  });

  it('seed their demo data in area order, under the markers databases already hold', () => {
    const parts = AREAS.flatMap((a) => (a.seed ?? []).map((p) => `${a.name}: ${p.marker}`));
    expect(parts).toEqual([
      'accounts: demo_seed_version',
      'games: demo_seed:studio_games',
      'lobby: demo_seed:lobby',
      'lobby: demo_seed:banners',
      'payments: demo_seed:payment_bank_accounts',
      'sport: demo_seed:sportsbook',
      'engagement: demo_seed:engagement_mail',
      'promotions: demo_seed:social',
      'support: demo_seed:support_canned',
      'staff: demo_seed:staff',
      'bonus: demo_seed:bonus_templates',
      'legal: demo_seed:legal',
    ]);
  });

  it('reconcile: the core checks first, then the money checks of the areas that move money', async () => {
    const names = reconcileChecksOf(AREAS).map((c) => c.name);
    expect(names.slice(0, 3)).toEqual([
      'every migration is applied',
      'database integrity (SQLite integrity_check and foreign keys)',
      'no live session belongs to a missing user',
    ]);
    const owners = AREAS.filter((a) => (a.reconcileChecks ?? []).length > 0).map((a) => a.name);
    expect(owners).toEqual([
      'provider-wallet',
      'hub88',
      'payments',
      'sport',
      'engagement',
      'promotions',
      'bonus',
    ]);
  });

  it('bring every operator command once, each in `talih help`', async () => {
    const names = AREAS.flatMap((a) => (a.cli ?? []).flatMap((c) => c.names));
    expect([...names].sort()).toEqual([
      'alerts',
      'approvals',
      'audit',
      'bank-accounts',
      'bonus',
      'content',
      'credit',
      'debit',
      'debts',
      'deposits',
      'engagement',
      'hub88',
      'kyc',
      'legal',
      'payments',
      'protection',
      'rebates',
      'send-mail',
      'sign-in',
      'sport-exposure',
      'sport-void',
      'staff',
      'support',
      'trading',
      'wheel',
      'withdrawals',
    ]);
    const lines: string[] = [];
    expect(await runCli(['help'], (l) => lines.push(l))).toBe(0);
    const help = lines.join('\n');
    for (const name of names) expect(help).toMatch(new RegExp(`^  ${name}\\b`, 'm'));
  });

  it('a list with an area before its dependency, or one area twice, is refused', () => {
    const base = defineArea({ name: 'base' });
    const user = defineArea({ name: 'user', dependencies: ['base'] });
    expect(inDependencyOrder([base, user]).map((a) => a.name)).toEqual(['base', 'user']);
    expect(() => inDependencyOrder([user, base])).toThrow(
      'area user is listed before its dependency base',
    );
    expect(() => inDependencyOrder([base, base])).toThrow('area base is listed twice');
  });

  it('Fastify refuses an area plugin registered before its dependency, names it otherwise', async () => {
    const base = defineArea({
      name: 'base',
      routes: (app) => {
        app.addHook('onSend', async (_req, reply) => {
          reply.header('x-area', 'base');
        });
      },
    });
    const user = defineArea({ name: 'user', dependencies: ['base'] });
    const options = { calls: {} as never, services: {} as never };

    const wrong = Fastify();
    await expect(wrong.register(user.plugin, options)).rejects.toThrow(/base/);
    await wrong.close();

    const right = Fastify();
    await right.register(base.plugin, options);
    await right.register(user.plugin, options);
    right.get('/outside', async () => 'outside');
    // Not encapsulated: the area's hook reaches the app's other routes, as when areas were
    // plain functions called on the app (payments and sport close their feeds on preClose).
    expect((await right.inject({ method: 'GET', url: '/outside' })).headers['x-area']).toBe('base');
    expect(right.hasPlugin('base') && right.hasPlugin('user')).toBe(true);
    await right.close();
  });
});
