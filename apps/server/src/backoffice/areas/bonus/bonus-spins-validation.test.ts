// A free spins template's fields as the back-office checks them, on both databases: spins are
// required for the kind, each field within its limits, and the game must be one Talih launches.
// A refused draft writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../seed/demo.ts';
import { backends } from '../../../testing/backends.ts';
import {
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../../testing/staff.ts';

const TITLE = { tk: 'Cuma dönüşleri', en: 'Friday spins' };
const rules = (freeSpins: unknown) => ({
  kind: 'free_spins',
  trigger: 'promo_code',
  promoCode: 'CUMA10',
  wageringMultiple: 20,
  expiryDays: 7,
  freeSpins,
});

for (const backend of backends()) {
  describe(`free spins template fields on ${backend.name}`, () => {
    let t: BackofficeTest;
    let content: StaffClient;
    beforeAll(async () => {
      t = await openBackofficeTest(backend);
      await seedDemoData(t.app.talih.services);
      content = await staffClient(t, 'content');
    });
    afterAll(() => t.dispose());

    const create = (code: string, freeSpins: unknown) =>
      content.call('/bonus/templates/create', {
        code,
        title: TITLE,
        rules: rules(freeSpins),
        reason: 'deneme',
      });
    const templates = async (code: string) =>
      (
        await t.database.db
          .selectFrom('bonus_templates')
          .select('id')
          .where('code', '=', code)
          .execute()
      ).length;

    it('refuses missing, out-of-range and unknown-game spins, and writes nothing', async () => {
      const spins = { gameId: 1, count: 10, spinValueMinor: 20, winsAs: 'bonus' };
      const answers = [
        await create('SPIN-A', null),
        await create('SPIN-B', { ...spins, count: 0 }),
        await create('SPIN-C', { ...spins, spinValueMinor: 0 }),
        await create('SPIN-D', { ...spins, gameId: 999_999 }),
      ];
      expect(answers.map((a) => [a.state, a.msg])).toEqual([
        ['500', 'Bu bonus türü ve tetikleyici için Bedava dönüş alanı gereklidir.'],
        ['500', 'Bedava dönüş › adet en az 1 olmalıdır.'],
        ['500', expect.stringMatching(/^Bedava dönüş › .+ en az 1 olmalıdır\.$/)],
        [
          '500',
          'Bedava dönüş oyunu bulunamadı ya da oyun yayında değil; lobide açık bir oyun seçin.',
        ],
      ]);
      for (const code of ['SPIN-A', 'SPIN-B', 'SPIN-C', 'SPIN-D']) {
        expect(await templates(code)).toBe(0);
      }
    });

    it('accepts spins of a live game', async () => {
      const ok = await create('SPIN-OK', {
        gameId: 1,
        count: 10,
        spinValueMinor: 20,
        winsAs: 'cash',
      });
      expect(ok.state).toBe('200');
      expect(await templates('SPIN-OK')).toBe(1);
    });
  });
}
