// KYC on the player side, on both databases: the basic details (age, national id format),
// uploads (type by magic bytes, size, ownership, storage outside the database), payments held
// back until the pack's level with the exact message, and the AML request at the threshold.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, openTestApp, type TestApp } from '../../testing/backends.ts';
import { BASIC, JPEG, PDF, PNG, uploadKyc, yearsAgo } from '../../testing/kyc.ts';
import {
  seedBankAccounts,
  TEST_PAYMENT_SECRETS,
  withdrawingPlayer,
  WITHDRAW_PASSWORD,
} from '../../testing/payments.ts';
import { createPlayer } from '../../testing/players.ts';
import { confirmedDeposit } from '../../testing/social.ts';
import { answer, call } from '../../testing/calls.ts';
import { getKycStatus, submitKycBasic } from '@talih/contracts/kyc.ts';

describe.each(backends())('KYC for players on $name', (backend) => {
  let t: TestApp;
  let storageDir: string;
  beforeAll(async () => {
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talih-kyc-store-'));
    t = await openTestApp(backend, {
      ...TEST_PAYMENT_SECRETS,
      PAYMENT_SANDBOX_AUTO: 'false',
      KYC_STORAGE_DIR: storageDir,
    });
    await seedBankAccounts(t);
  });
  afterAll(async () => {
    await t.dispose();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  const status = async (token: string) => await call(t, getKycStatus, {}, { session: token });

  it('starts at none and moves to basic with valid details', async () => {
    const p = await createPlayer(t);
    expect(await status(p.token)).toMatchObject({
      level: 'none',
      details: null,
      nextMissing: ['details', 'identity', 'address'],
      deposit: null,
      withdraw: null,
      sourceOfFunds: 'none',
      minimumAge: 18,
      maxBytes: 10485760,
    });
    const saved = await answer(t, submitKycBasic, BASIC, { session: p.token });
    expect(saved.state, saved.msg).toBe('200');
    expect(saved.resultData.level).toBe('basic');
    expect(saved.resultData.details).toEqual({
      fullName: 'Deniz Yıldız',
      birthDate: '1990-04-12',
      country: 'TR',
      city: 'İzmir',
      address: 'Alsancak Mah. 1453 Sok. No: 7 Konak',
      nationalIdMasked: '••••••••146',
    });
    expect(saved.resultData.nextMissing).toEqual(['identity', 'address']);
  });

  it('refuses a player under the minimum age, a bad T.C. kimlik and a bad foreign id', async () => {
    const p = await createPlayer(t);
    const young = await t.call(
      '/kyc/basic',
      { ...BASIC, birthDate: yearsAgo(18, 1) },
      { token: p.token },
    );
    expect(young).toMatchObject({
      state: '500',
      msg: '18 yaşından küçükler hesap doğrulaması yapamaz.',
    });
    const adult = await t.call(
      '/kyc/basic',
      { ...BASIC, birthDate: yearsAgo(18) },
      { token: p.token },
    );
    expect(adult.state, adult.msg).toBe('200');

    const q = await createPlayer(t);
    const tc = await t.call(
      '/kyc/basic',
      { ...BASIC, nationalId: '10000000147' },
      { token: q.token },
    );
    expect(tc.msg).toBe('T.C. kimlik numarası geçerli değil. Lütfen 11 haneyi kontrol edin.');
    const gb = await t.call(
      '/kyc/basic',
      { ...BASIC, country: 'GB', nationalId: '1234', lang: 'en' },
      { token: q.token },
    );
    expect(gb.msg).toBe(
      'This ID number does not match the format used in this country. Please check it.',
    );
    const day = await t.call(
      '/kyc/basic',
      { ...BASIC, birthDate: '1990-02-30' },
      { token: q.token },
    );
    expect(day.msg).toBe('Doğum tarihi geçerli değil. Lütfen gün, ay ve yılı kontrol edin.');
    expect((await status(q.token)).level).toBe('none');
  });

  it('stores uploads outside the database under random names, JPEG, PNG and PDF by their bytes', async () => {
    const p = await createPlayer(t);
    const jpeg = await uploadKyc(t, p.token, 'identity', JPEG, 'kimlik ön.jpg');
    expect(jpeg.state, jpeg.msg).toBe('200');
    expect(jpeg.resultData).toMatchObject({
      kind: 'identity',
      status: 'pending',
      fileName: 'kimlik ön.jpg',
    });
    const png = await uploadKyc(t, p.token, 'address', PNG, 'fatura.png');
    const pdf = await uploadKyc(t, p.token, 'address', PDF, '../../etc/passwd.pdf');
    expect([png.state, pdf.state]).toEqual(['200', '200']);
    expect(pdf.resultData?.fileName).toBe('passwd.pdf');
    const rows = await t.database.db
      .selectFrom('kyc_documents')
      .select(['storage_key', 'mime', 'size_bytes'])
      .where('user_id', '=', p.userId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.mime)).toEqual(['image/jpeg', 'image/png', 'application/pdf']);
    for (const r of rows) {
      expect(r.storage_key).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}$/);
      expect(fs.readFileSync(path.join(storageDir, r.storage_key)).length).toBe(
        Number(r.size_bytes),
      );
    }
  });

  it('refuses a wrong type by its bytes, an empty file, a file over 10 MB and an unknown kind', async () => {
    const p = await createPlayer(t);
    const html = await uploadKyc(
      t,
      p.token,
      'identity',
      Buffer.from('<html><script>x</script>'),
      'a.jpg',
    );
    expect(html).toMatchObject({
      state: '500',
      msg: 'Bu dosya türü kabul edilmiyor. Lütfen JPEG, PNG veya PDF yükleyin.',
    });
    const gif = await uploadKyc(t, p.token, 'identity', Buffer.from('GIF89a......'), 'a.png', 'en');
    expect(gif.msg).toBe('This file type is not accepted. Please upload a JPEG, PNG or PDF.');
    const empty = await uploadKyc(t, p.token, 'identity', Buffer.alloc(0));
    expect(empty.msg).toBe('Dosya boş. Lütfen başka bir dosya seçin.');
    const big = Buffer.concat([JPEG, Buffer.alloc(10 * 1024 * 1024 + 1 - JPEG.length)]);
    const tooBig = await uploadKyc(t, p.token, 'identity', big);
    expect(tooBig.msg).toBe('Dosya çok büyük. En fazla 10 MB yükleyebilirsiniz.');
    const exact = Buffer.concat([JPEG, Buffer.alloc(10 * 1024 * 1024 - JPEG.length)]);
    expect((await uploadKyc(t, p.token, 'identity', exact)).state).toBe('200');
    const kind = await uploadKyc(t, p.token, 'selfie', JPEG);
    expect(kind.msg).toBe('Belge türü geçerli değil.');
    const sof = await uploadKyc(t, p.token, 'source_of_funds', PDF);
    expect(sof.msg).toBe('Sizden şu an gelir kaynağı belgesi istenmiyor.');
    const stored = await t.database.db
      .selectFrom('kyc_documents')
      .select('id')
      .where('user_id', '=', p.userId)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it("never shows one player's documents to another, and asks for a login to upload", async () => {
    const a = await createPlayer(t);
    const b = await createPlayer(t);
    const up = await uploadKyc(t, a.token, 'identity', JPEG, 'a-kimlik.jpg');
    expect(up.state).toBe('200');
    expect((await status(a.token)).documents.map((d) => d.fileName)).toEqual(['a-kimlik.jpg']);
    expect((await status(b.token)).documents).toEqual([]);
    const anonymous = await uploadKyc(t, 'x'.repeat(40), 'identity', JPEG);
    expect(anonymous.state).toBe('401');
  });

  it('limits uploads to 10 an hour per player', async () => {
    const q = await createPlayer(t);
    const answers: string[] = [];
    for (let i = 0; i < 11; i++) {
      const kind = i % 2 === 0 ? 'identity' : 'address';
      answers.push((await uploadKyc(t, q.token, kind, JPEG)).state);
      if (i === 5) {
        // Keep under the "3 waiting per kind" rule: staff-decided ones no longer count.
        await t.database.db
          .updateTable('kyc_documents')
          .set({ status: 'rejected' })
          .where('user_id', '=', q.userId)
          .execute();
      }
    }
    expect(answers.slice(0, 6)).toEqual(['200', '200', '200', '200', '200', '200']);
    const last = await uploadKyc(t, q.token, 'identity', JPEG);
    expect(last.msg).toBe('Çok fazla deneme yaptınız. Lütfen biraz bekleyip tekrar deneyin.');
  });

  it('sandbox pack: a deposit taking lifetime deposits past ₺100.000 waits for verified', async () => {
    const p = await createPlayer(t);
    await confirmedDeposit(t, p.userId, 9_950_000_00 / 100);
    const over = await t.call(
      '/recharge/createRechargeOrder',
      { amount: 500.01, method: 'havale' },
      { token: p.token },
    );
    expect(over).toMatchObject({
      state: '500',
      msg:
        'Bu yatırım için hesabınızın Doğrulanmış seviyesinde olması gerekiyor. Eksik olanlar: ' +
        'kişisel bilgileriniz, kimlik belgeniz ve adres belgeniz. Hesap Doğrulama sayfasından ' +
        'tamamlayabilirsiniz.',
    });
    const upTo = await t.call(
      '/recharge/createRechargeOrder',
      { amount: 500, method: 'havale' },
      { token: p.token },
    );
    expect(upTo.state, upTo.msg).toBe('200');
    // The waiting order counts: a second one can't slip past the threshold beside it.
    const beside = await t.call(
      '/recharge/createRechargeOrder',
      { amount: 50, method: 'havale' },
      { token: p.token },
    );
    expect(beside.state).toBe('500');
    expect((await status(p.token)).deposit).toEqual({
      level: 'verified',
      missing: ['details', 'identity', 'address'],
    });
  });

  it('sandbox pack: withdrawals wait for verified once lifetime deposits are past ₺100.000', async () => {
    const p = await withdrawingPlayer(t, 500_00);
    await confirmedDeposit(t, p.userId, 10_000_000);
    const at = await t.call(
      '/withdraw/create',
      { amount: 100, withdrawPassword: WITHDRAW_PASSWORD },
      { token: p.token },
    );
    expect(at.state, at.msg).toBe('200');
    await confirmedDeposit(t, p.userId, 1);
    await t.call('/kyc/basic', BASIC, { token: p.token });
    const past = await t.call(
      '/withdraw/create',
      { amount: 100, withdrawPassword: WITHDRAW_PASSWORD, lang: 'en' },
      { token: p.token },
    );
    expect(past).toMatchObject({
      state: '500',
      msg:
        'Withdrawals need your account to be at the Verified level. Still missing: an identity ' +
        'document and a proof of address. You can complete this on the Verification page.',
    });
    expect((await status(p.token)).withdraw).toEqual({
      level: 'verified',
      missing: ['identity', 'address'],
    });
  });

  it('raises the source-of-funds request and one risk alert at the crossing deposit (₺200.000)', async () => {
    const p = await createPlayer(t);
    const alerts = () =>
      t.database.db
        .selectFrom('risk_alerts')
        .select(['kind', 'details'])
        .where('user_id', '=', p.userId)
        .where('kind', '=', 'source_of_funds')
        .execute();
    await confirmedDeposit(t, p.userId, 10_000_000);
    await confirmedDeposit(t, p.userId, 9_999_999);
    expect(await alerts()).toHaveLength(0);
    expect((await status(p.token)).sourceOfFunds).toBe('none');
    await confirmedDeposit(t, p.userId, 1);
    const raised = await alerts();
    expect(raised).toHaveLength(1);
    expect(JSON.parse(raised[0]!.details)).toMatchObject({
      lifetimeDeposits: '200000.00',
      threshold: '200000.00',
      currency: 'TRY',
    });
    expect((await status(p.token)).sourceOfFunds).toBe('requested');
    await confirmedDeposit(t, p.userId, 5_000);
    expect(await alerts()).toHaveLength(1);
    const sof = await uploadKyc(t, p.token, 'source_of_funds', PDF, 'bordro.pdf');
    expect(sof.state, sof.msg).toBe('200');
  });
});
