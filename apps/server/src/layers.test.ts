// The server's layer fences (eslint.config.js, serverZones) hold: lint refuses a player module
// importing operator or staff code, and a shared layer importing a feature, while the allowed
// direction passes. The fixtures are linted as if they sat in those folders.
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
      'Unexpected path "../modules/lobby/catalogue.ts" imported in restricted zone. cache, jurisdiction, db and audit are shared: they import no feature or adapter.',
    ]);
  }, 60_000);

  it('lets a player module import the ledger', async () => {
    const messages = await fenceMessages(
      'apps/server/src/modules/lobby/fixture.ts',
      "import { LedgerError } from '../../ledger/errors.ts';\nexport const e = LedgerError;\n",
    );
    expect(messages).toEqual([]);
  }, 60_000);
});
