// The server's layer fences (eslint.config.js, serverZones) hold: lint refuses a player module
// importing operator or staff code, an adapter importing a module, a shared layer importing a
// feature, the HTTP layer importing a feature and the layers below it throwing its errors, while
// the allowed direction passes. The fixtures are linted as if they sat in those folders.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT });

async function fenceMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

describe('server layers', () => {
  it('refuses a player module importing a cli command', async () => {
    const messages = await fenceMessages(
      'apps/server/src/modules/lobby/fixture.ts',
      "import { contentCommand } from '../../cli/content.ts';\nexport const c = contentCommand;\n",
    );
    expect(messages).toEqual([
      'Unexpected path "../../cli/content.ts" imported in restricted zone. A player module imports no cli, staff (backoffice) or seed code, nor the composition.',
    ]);
  }, 60_000);

  it('refuses the cache importing a feature', async () => {
    const messages = await fenceMessages(
      'apps/server/src/cache/fixture.ts',
      "import { catalogueChanged } from '../modules/lobby/catalogue.ts';\nexport const c = catalogueChanged;\n",
    );
    expect(messages).toEqual([
      'Unexpected path "../modules/lobby/catalogue.ts" imported in restricted zone. cache and jurisdiction are shared below http: they import no feature, adapter or the HTTP layer\'s errors.',
    ]);
  }, 60_000);

  it("refuses jurisdiction code throwing the HTTP layer's errors", async () => {
    const messages = await fenceMessages(
      'apps/server/src/jurisdiction/fixture.ts',
      "import { AppError } from '../http/errors.ts';\nexport const e = AppError;\n",
    );
    expect(messages).toEqual([
      'Unexpected path "../http/errors.ts" imported in restricted zone. cache and jurisdiction are shared below http: they import no feature, adapter or the HTTP layer\'s errors.',
    ]);
  }, 60_000);

  it('refuses the HTTP layer importing a player module', async () => {
    const messages = await fenceMessages(
      'apps/server/src/http/fixture.ts',
      "import { escapeXml } from '../modules/lobby/art.ts';\nexport const e = escapeXml;\n",
    );
    expect(messages).toEqual([
      'Unexpected path "../modules/lobby/art.ts" imported in restricted zone. http is shared by every port: it imports no feature or adapter, nor the composition.',
    ]);
  }, 60_000);

  it('refuses the session store importing a player module', async () => {
    const messages = await fenceMessages(
      'apps/server/src/sessions/fixture.ts',
      "import { catalogueChanged } from '../modules/lobby/catalogue.ts';\nexport const c = catalogueChanged;\n",
    );
    expect(messages).toEqual([
      'Unexpected path "../modules/lobby/catalogue.ts" imported in restricted zone. db, audit and sessions are shared: they import no feature or adapter.',
    ]);
  }, 60_000);

  it('refuses an adapter importing a player module', async () => {
    const messages = await fenceMessages(
      'apps/server/src/adapters/sports/lsports/fixture.ts',
      "import { createSportBook } from '../../../modules/sport/book/book.ts';\nexport const b = createSportBook;\n",
    );
    expect(messages).toEqual([
      'Unexpected path "../../../modules/sport/book/book.ts" imported in restricted zone. Adapters import no module, cli, staff or seed code, nor the composition: a module hands an adapter what it needs through a port.',
    ]);
  }, 60_000);

  it('lets a player module import an adapter and its port', async () => {
    const messages = await fenceMessages(
      'apps/server/src/modules/sport/fixture.ts',
      "import type { OddsFeedHandlers } from '../../adapters/sports/port.ts';\nimport { queueOf } from '../../adapters/sports/lsports/feed.ts';\nexport type H = OddsFeedHandlers;\nexport const q = queueOf;\n",
    );
    expect(messages).toEqual([]);
  }, 60_000);

  it('lets a player module import the ledger', async () => {
    const messages = await fenceMessages(
      'apps/server/src/modules/lobby/fixture.ts',
      "import { LedgerError } from '../../ledger/errors.ts';\nexport const e = LedgerError;\n",
    );
    expect(messages).toEqual([]);
  }, 60_000);
});
