// The game-list import on both databases: a generated 3,000-row CSV is previewed (3,000 to
// add), applied in one go, shows in the lobby, and applying it again (or re-importing it)
// changes nothing; a file with bad rows reports each (row, field, message in the reader's
// language) and its apply is refused with the catalogue untouched; a JSON file updates games.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../../testing/backends.ts';
import {
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../../testing/staff.ts';
import { seedDemoData } from '../../../seed/demo.ts';
import { answer, staffAnswer } from '../../../testing/calls.ts';
import { previewImport } from '@talih/contracts/backoffice/content.ts';
import { getSearchResults as getSearchResultsCall } from '@talih/contracts/lobby.ts';

const PROVIDERS = ['PP', 'PG', 'EVO', 'NETENT'];
const CATEGORIES = ['slot', 'live', 'table', 'jackpot'];

/** n rows of an aggregator's list; names contain a comma and quotes to exercise CSV quoting. */
function generatedCsv(n: number, prefix: string): string {
  const lines = ['provider,external_id,name,category,demo,enabled,sort_weight,labels'];
  for (let i = 1; i <= n; i++) {
    const name = `"Agg ${prefix} ${i}, ""Deluxe"""`;
    const labels = i % 10 === 0 ? 'new|hot' : '';
    lines.push(
      [PROVIDERS[i % 4], `${prefix}-${i}`, name, CATEGORIES[i % 4], i % 2, 1, i % 500, labels].join(
        ',',
      ),
    );
  }
  return lines.join('\r\n') + '\r\n';
}

for (const backend of backends()) {
  describe(`game-list import on ${backend.name}`, () => {
    let t: BackofficeTest;
    let editor: StaffClient;
    let english: StaffClient;
    beforeAll(async () => {
      t = await openBackofficeTest(backend);
      await seedDemoData(t.app.talih.services);
      editor = await staffClient(t, 'content');
      english = await staffClient(t, 'admin');
      await t.database.db
        .updateTable('staff')
        .set({ lang: 'en' })
        .where('id', '=', english.id)
        .execute();
    });
    afterAll(() => t.dispose());

    const gameCount = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('games')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const preview = (client: StaffClient, content: string, format: 'csv' | 'json' = 'csv') =>
      staffAnswer(client, previewImport, {
        fileName: `games.${format}`,
        format,
        content,
      });

    it('previews, applies and re-applies a 3,000-row file', { timeout: 120_000 }, async () => {
      const before = await gameCount();
      const csv = generatedCsv(3000, 'agg');
      const first = await preview(editor, csv);
      expect(first.state).toBe('200');
      expect(first.resultData).toMatchObject({
        total: 3000,
        add: 3000,
        update: 0,
        unchanged: 0,
        invalid: 0,
        errorCount: 0,
      });
      expect(await gameCount()).toBe(before);

      const applied = await editor.call('/content/import/apply', {
        importId: first.resultData.importId,
      });
      expect(applied.resultData).toEqual({
        importId: first.resultData.importId,
        added: 3000,
        updated: 0,
        unchanged: 0,
        alreadyApplied: false,
      });
      expect(await gameCount()).toBe(before + 3000);
      const found = await answer(t, getSearchResultsCall, {
        words: 'Agg agg 2999',
      });
      expect(found.resultData.map((g) => g.gameName)).toContain('Agg agg 2999, "Deluxe"');
      const hot = await t.database.db
        .selectFrom('game_labels')
        .innerJoin('games', 'games.id', 'game_labels.game_id')
        .select('game_labels.label_id')
        .where('games.external_id', '=', 'agg-10')
        .orderBy('game_labels.label_id')
        .execute();
      expect(hot.map((r) => r.label_id)).toEqual(['hot', 'new']);

      const again = await editor.call('/content/import/apply', {
        importId: first.resultData.importId,
      });
      expect(again.resultData).toMatchObject({ added: 3000, alreadyApplied: true });
      expect(await gameCount()).toBe(before + 3000);

      const same = await preview(editor, csv);
      expect(same.resultData).toMatchObject({ add: 0, update: 0, unchanged: 3000 });
      const audit = await t.database.db
        .selectFrom('staff_audit')
        .select(['object_id', 'after_json'])
        .where('action', '=', 'content.import.apply')
        .execute();
      expect(audit).toHaveLength(1);
      expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ added: 3000, updated: 0 });
    });

    it('reports bad rows per row and field, and never applies the file', async () => {
      const before = await gameCount();
      const csv = [
        'provider;external_id;name;category;demo;sort_weight;labels',
        'PP;bad-1;Fine Game;slot;1;10;',
        'NOPE;bad-2;Unknown Provider;slot;1;10;',
        'PP;bad 3;Spaced Id;slot;1;10;',
        'PP;bad-4;;casino;maybe;-5;nope',
        'PP;bad-1;Twice;slot;1;10;',
      ].join('\n');
      const tk = await preview(editor, csv);
      expect(tk.state).toBe('200');
      expect(tk.resultData).toMatchObject({ total: 5, add: 1, invalid: 4, errorCount: 8 });
      expect(tk.resultData.errors).toEqual([
        { row: 3, field: 'provider', message: '“NOPE” adında bir sağlayıcı yok.' },
        { row: 4, field: 'externalId', message: '“bad 3” geçerli bir değer değil.' },
        { row: 5, field: 'name', message: 'Zorunlu alan boş.' },
        { row: 5, field: 'category', message: '“casino” adında bir kategori yok.' },
        { row: 5, field: 'demo', message: '“maybe” geçerli bir değer değil.' },
        { row: 5, field: 'sortWeight', message: '“-5” geçerli bir değer değil.' },
        { row: 5, field: 'labels', message: '“nope” adında bir etiket yok.' },
        {
          row: 6,
          field: 'externalId',
          message: '“bad-1” bu sağlayıcı için dosyada birden fazla kez geçiyor.',
        },
      ]);
      const en = await preview(english, csv);
      expect(en.resultData.errors[0]).toEqual({
        row: 3,
        field: 'provider',
        message: 'There is no provider “NOPE”.',
      });

      const refused = await editor.call('/content/import/apply', {
        importId: tk.resultData.importId,
      });
      expect(refused.state).toBe('500');
      expect(refused.msg).toBe(
        'Dosyada hatalı satırlar var; hiçbir şey değiştirilmedi. Hataları düzeltip dosyayı yeniden yükleyin.',
      );
      expect(await gameCount()).toBe(before);
      const row = await t.database.db
        .selectFrom('content_imports')
        .select('status')
        .where('id', '=', tk.resultData.importId)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('previewed');
    });

    it('a JSON file updates the games it names and adds none twice', async () => {
      const json = JSON.stringify({
        games: [
          { provider: 'PP', externalId: 'agg-4', name: 'Renamed Four', category: 'slot' },
          { provider: 'PP', externalId: 'agg-8', name: 'Agg agg 8, "Deluxe"', category: 'slot' },
          {
            provider: 'PP',
            externalId: 'agg-12',
            name: 'Agg agg 12, "Deluxe"',
            category: 'slot',
            enabled: false,
          },
        ],
      });
      const shown = await preview(editor, json, 'json');
      expect(shown.resultData).toMatchObject({ add: 0, update: 2, unchanged: 1 });
      expect(shown.resultData.changes.slice(0, 2)).toEqual([
        {
          row: 1,
          action: 'update',
          firmCode: 'PP',
          externalId: 'agg-4',
          name: 'Renamed Four',
          fields: ['name'],
        },
        {
          row: 3,
          action: 'update',
          firmCode: 'PP',
          externalId: 'agg-12',
          name: 'Agg agg 12, "Deluxe"',
          fields: ['enabled'],
        },
      ]);
      const applied = await editor.call('/content/import/apply', {
        importId: shown.resultData.importId,
      });
      expect(applied.resultData).toMatchObject({ added: 0, updated: 2, unchanged: 1 });
      const games = await t.database.db
        .selectFrom('games')
        .select(['external_id', 'name', 'status'])
        .where('external_id', 'in', ['agg-4', 'agg-12'])
        .orderBy('external_id')
        .execute();
      expect(games).toEqual([
        { external_id: 'agg-12', name: 'Agg agg 12, "Deluxe"', status: 'hidden' },
        { external_id: 'agg-4', name: 'Renamed Four', status: 'active' },
      ]);
      const broken = await preview(editor, '{"games": 3}', 'json');
      expect(broken.state).not.toBe('200');
    });
  });
}
