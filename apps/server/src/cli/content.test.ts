// `talih content ... --as <staff>` on both databases: the content screen's calls from the
// terminal, with the staff member's permission checked and the change in the staff audit log;
// an import with a bad row exits 1 and changes nothing.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS } from '../areas.ts';
import { backends } from '../testing/backends.ts';
import { seedDemoData } from '../seed/demo.ts';
import { openBackofficeTest, staffClient, type BackofficeTest } from '../testing/staff.ts';
import { contentCommand, type ContentArgs } from './content.ts';

for (const backend of backends()) {
  describe(`talih content on ${backend.name}`, () => {
    let t: BackofficeTest;
    beforeAll(async () => {
      t = await openBackofficeTest(backend);
      await seedDemoData(t.app.talih.services);
    });
    afterAll(() => t.dispose());

    const run = async (args: Partial<ContentArgs>) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await contentCommand(
        { config: t.config, database: t.database, cache: t.cache, areas: AREAS },
        {
          call: undefined,
          as: undefined,
          input: undefined,
          file: undefined,
          apply: false,
          ...args,
        },
        (l) => out.push(l),
        (l) => err.push(l),
      );
      return { code, out: out.join('\n'), err: err.join('\n') };
    };

    it('runs a content call as a content editor, audited; support is refused', async () => {
      const editor = await staffClient(t, 'content');
      const support = await staffClient(t, 'support');
      const refused = await run({
        call: 'providers/save',
        as: support.name,
        input: '{"firmCode":"PP","enabled":false,"sort":1}',
      });
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('lacks the permission content.write');
      const done = await run({
        call: 'providers/save',
        as: editor.name,
        input: '{"firmCode":"PP","enabled":false,"sort":1,"reason":"cli"}',
      });
      expect(done.code).toBe(0);
      expect(JSON.parse(done.out)).toMatchObject({ firmCode: 'PP', enabled: false });
      const audit = await t.database.db
        .selectFrom('staff_audit')
        .select(['staff_name', 'ip', 'reason'])
        .where('action', '=', 'content.provider.save')
        .execute();
      expect(audit).toEqual([{ staff_name: editor.name, ip: 'cli', reason: 'cli' }]);
    });

    it('imports a file: a bad row exits 1 and adds nothing; a good one applies', async () => {
      const editor = await staffClient(t, 'content');
      const bad = path.join(t.config.DATA_DIR, 'bad.csv');
      writeFileSync(bad, 'provider,external_id,name,category\nPG,cli-1,Bir,slot\nPG,cli-2,,slot\n');
      const refused = await run({ call: 'import', as: editor.name, file: bad, apply: true });
      expect(refused.code).toBe(1);
      expect(refused.out).toContain('row 3 name: Zorunlu alan boş.');
      const good = path.join(t.config.DATA_DIR, 'good.json');
      writeFileSync(
        good,
        JSON.stringify([{ provider: 'PG', externalId: 'cli-1', name: 'Bir', category: 'slot' }]),
      );
      const applied = await run({ call: 'import', as: editor.name, file: good, apply: true });
      expect(applied.code).toBe(0);
      expect(applied.out).toContain('"added":1');
      const rows = await t.database.db
        .selectFrom('games')
        .select('name')
        .where('external_id', 'in', ['cli-1', 'cli-2'])
        .execute();
      expect(rows).toEqual([{ name: 'Bir' }]);
    });
  });
}
