// KYC review by staff, on both databases: each level transition (none, basic, verified, and
// what reject / ask-for-more leave), the queue's order and filters, the document viewer, the
// permissions (risk reviews, support reads, others nothing), validation, and the audit rows.
// Then a pack with verifiedBeforeWithdrawal: the withdrawal waits until staff approve.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/talih.ts';
import { backends } from '../../../testing/backends.ts';
import { BASIC, JPEG, packFileWith, PDF, PNG, uploadKyc } from '../../../testing/kyc.ts';
import { withdrawingPlayer, WITHDRAW_PASSWORD } from '../../../testing/payments.ts';
import { createPlayer } from '../../../testing/players.ts';
import {
  cliEnv,
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../../testing/staff.ts';
import { call as callApi, staffAnswer } from '../../../testing/calls.ts';
import { getKycStatus } from '@talih/contracts/kyc.ts';
import { kycDocumentFile, kycPlayer, kycQueue } from '@talih/contracts/backoffice/kyc.ts';

const FORBIDDEN = 'Bu işlem için yetkiniz yok.';

describe.each(backends())('KYC review on $name', (backend) => {
  let t: BackofficeTest;
  let risk: StaffClient;
  let support: StaffClient;
  let content: StaffClient;
  beforeAll(async () => {
    t = await openBackofficeTest(backend);
    risk = await staffClient(t, 'risk');
    support = await staffClient(t, 'support');
    content = await staffClient(t, 'content');
  });
  afterAll(() => t.dispose());

  const status = async (token: string) => await callApi(t, getKycStatus, {}, { session: token });
  const auditOf = (documentId: number) =>
    t.database.db
      .selectFrom('staff_audit')
      .select(['action', 'staff_name', 'before_json', 'after_json', 'reason'])
      .where('object_type', '=', 'kyc_document')
      .where('object_id', '=', String(documentId))
      .orderBy('seq')
      .execute();

  async function playerWithDocuments() {
    const p = await createPlayer(t);
    const identity = (await uploadKyc(t, p.token, 'identity', JPEG, 'kimlik.jpg')).resultData!;
    const address = (await uploadKyc(t, p.token, 'address', PDF, 'fatura.pdf')).resultData!;
    return { ...p, identity: identity.id, address: address.id };
  }

  it('moves none -> basic -> verified: details, then the last of two approved documents', async () => {
    const p = await playerWithDocuments();
    const approveId = await risk.call('/kyc/decide', {
      documentId: p.identity,
      decision: 'approve',
    });
    expect(approveId.resultData).toEqual({
      documentId: p.identity,
      status: 'approved',
      level: 'none',
    });
    await t.call('/kyc/basic', BASIC, { token: p.token });
    expect((await status(p.token)).level).toBe('basic');
    const approveAddress = await risk.call('/kyc/decide', {
      documentId: p.address,
      decision: 'approve',
    });
    expect(approveAddress.resultData).toEqual({
      documentId: p.address,
      status: 'approved',
      level: 'verified',
    });
    const after = await status(p.token);
    expect(after).toMatchObject({ level: 'verified', nextMissing: [], withdraw: null });
    expect(after.documents.map((d) => d.status)).toEqual(['approved', 'approved']);
    // Verified details are fixed.
    const edit = await t.call('/kyc/basic', { ...BASIC, city: 'Ankara' }, { token: p.token });
    expect(edit.msg).toBe(
      "Hesabınız doğrulandı; kimlik bilgileriniz artık değiştirilemez. Bir hata varsa Müşteri Hizmetleri'ne yazın.",
    );
    const audit = await auditOf(p.address);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'kyc.approve', staff_name: risk.name, reason: null });
    expect(JSON.parse(audit[0]!.before_json!)).toEqual({
      status: 'pending',
      level: 'basic',
      userId: p.userId,
    });
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({
      status: 'approved',
      level: 'verified',
      note: null,
    });
  });

  it('reject and ask-for-more keep the level and show the player the reason', async () => {
    const p = await playerWithDocuments();
    await t.call('/kyc/basic', BASIC, { token: p.token });
    const rejected = await risk.call('/kyc/decide', {
      documentId: p.identity,
      decision: 'reject',
      note: 'Belgenin süresi dolmuş.',
    });
    expect(rejected.resultData).toMatchObject({ status: 'rejected', level: 'basic' });
    const more = await risk.call('/kyc/decide', {
      documentId: p.address,
      decision: 'request_more',
      note: 'Faturanın tüm sayfaları görünmeli.',
    });
    expect(more.resultData).toMatchObject({ status: 'more_requested', level: 'basic' });
    const seen = await status(p.token);
    expect(seen.documents.map((d) => [d.kind, d.status, d.reviewNote])).toEqual([
      ['address', 'more_requested', 'Faturanın tüm sayfaları görünmeli.'],
      ['identity', 'rejected', 'Belgenin süresi dolmuş.'],
    ]);
    expect(seen.nextMissing).toEqual(['identity', 'address']);
    // A second decision on the same document changes nothing.
    const again = await risk.call('/kyc/decide', { documentId: p.identity, decision: 'approve' });
    expect(again.msg).toBe('Bu belge için zaten karar verildi.');
    expect((await auditOf(p.identity)).map((a) => [a.action, a.reason])).toEqual([
      ['kyc.reject', 'Belgenin süresi dolmuş.'],
    ]);
    // The player can upload again after a refusal.
    expect((await uploadKyc(t, p.token, 'identity', PNG)).state).toBe('200');
  });

  it('refuses a rejection without a reason and an unknown document, changing nothing', async () => {
    const p = await playerWithDocuments();
    const noReason = await risk.call('/kyc/decide', { documentId: p.identity, decision: 'reject' });
    expect(noReason.state).toBe('500');
    expect(noReason.msg).toBe(
      'Reddetmek veya ek belge istemek için oyuncunun okuyacağı bir not yazın (en az 3 karakter).',
    );
    const unknown = await risk.call('/kyc/decide', { documentId: 999_999, decision: 'approve' });
    expect(unknown.msg).toBe('Belge bulunamadı.');
    expect((await status(p.token)).documents.every((d) => d.status === 'pending')).toBe(true);
    expect(await auditOf(p.identity)).toEqual([]);
  });

  it('lists waiting documents first, oldest first, filtered by level and state, paged', async () => {
    const p = await playerWithDocuments();
    const q = await playerWithDocuments();
    await risk.call('/kyc/decide', { documentId: p.identity, decision: 'approve' });
    const page = await staffAnswer(support, kycQueue, {
      pageSize: 100,
    });
    const rows = page.resultData.rows.filter((r) => [p.userId, q.userId].includes(r.userId));
    expect(rows.map((r) => [r.documentId, r.status])).toEqual([
      [p.address, 'pending'],
      [q.identity, 'pending'],
      [q.address, 'pending'],
      [p.identity, 'approved'],
    ]);
    const approved = await staffAnswer(support, kycQueue, {
      status: 'approved',
      pageSize: 100,
    });
    expect(approved.resultData.rows.every((r) => r.status === 'approved')).toBe(true);
    const small = await staffAnswer(support, kycQueue, { pageSize: 1, page: 2 });
    expect(small.resultData.rows).toHaveLength(1);
    expect(small.resultData.page).toBe(2);
    await t.call('/kyc/basic', BASIC, { token: q.token });
    const basic = await staffAnswer(support, kycQueue, {
      level: 'basic',
      pageSize: 100,
    });
    expect(basic.resultData.rows.map((r) => r.userId)).toContain(q.userId);
    expect(basic.resultData.rows.map((r) => r.userId)).not.toContain(p.userId);
  });

  it("shows the player's file and a document's bytes to kyc.read, audited", async () => {
    const p = await playerWithDocuments();
    await t.call('/kyc/basic', BASIC, { token: p.token });
    const file = await staffAnswer(support, kycPlayer, { userId: p.userId });
    expect(file.resultData).toMatchObject({
      level: 'basic',
      fullName: 'Deniz Yıldız',
      nationalId: '10000000146',
      nextMissing: ['identity', 'address'],
      sourceOfFunds: 'none',
      lifetimeDepositsMinor: 0,
    });
    const doc = await staffAnswer(support, kycDocumentFile, { documentId: p.address });
    expect(doc.resultData.mime).toBe('application/pdf');
    expect(Buffer.from(doc.resultData.dataBase64, 'base64').equals(PDF)).toBe(true);
    const audit = await auditOf(p.address);
    expect(audit.map((a) => [a.action, a.staff_name])).toEqual([
      ['kyc.document.view', support.name],
    ]);
  });

  it('runs from the CLI as a named staff member, with the permission check and the audit', async () => {
    const p = await playerWithDocuments();
    const lines: string[] = [];
    const print = (l: string) => lines.push(l);
    const cli = (args: string[]) => runCli(['kyc', ...args], print, print, cliEnv(t, backend));
    expect(await cli(['queue', '--as', support.name])).toBe(0);
    expect(
      lines.some((l) => l.startsWith(`#${p.identity} `) && l.includes('identity  pending')),
    ).toBe(true);
    expect(await cli(['approve', String(p.identity), '--as', support.name])).toBe(1);
    expect(lines.at(-1)).toBe(
      `kyc approve: staff member "${support.name}" (support) lacks the permission kyc.review`,
    );
    expect(await cli(['more', String(p.address), '--as', risk.name])).toBe(1);
    expect(lines.at(-1)).toBe(
      'kyc more: Reddetmek veya ek belge istemek için oyuncunun okuyacağı bir not yazın (en az 3 karakter).',
    );
    expect(await cli(['approve', String(p.identity), '--as', risk.name])).toBe(0);
    expect(lines.at(-1)).toBe(`document #${p.identity}: approved; the player's level is none`);
    expect((await auditOf(p.identity)).map((a) => [a.action, a.staff_name])).toEqual([
      ['kyc.approve', risk.name],
    ]);
  });

  it('lets risk review, support only read, and content nothing', async () => {
    const p = await playerWithDocuments();
    const bySupport = await support.call('/kyc/decide', {
      documentId: p.identity,
      decision: 'approve',
    });
    expect(bySupport.msg).toBe(FORBIDDEN);
    for (const call of ['/kyc/queue', '/kyc/player', '/kyc/document', '/kyc/decide']) {
      const refused = await content.call(call, { userId: p.userId, documentId: p.identity });
      expect([call, refused.msg]).toEqual([call, FORBIDDEN]);
    }
    expect((await status(p.token)).documents.every((d) => d.status === 'pending')).toBe(true);
  });
});

describe.each(backends())('a pack with verifiedBeforeWithdrawal on $name', (backend) => {
  let t: BackofficeTest;
  let risk: StaffClient;
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'talih-pack-'));
    const JURISDICTION = packFileWith(dir, {
      verifiedBeforeWithdrawal: true,
      verifiedAtDepositsMinor: null,
    });
    t = await openBackofficeTest(backend, { JURISDICTION });
    risk = await staffClient(t, 'risk');
  });
  afterAll(() => t.dispose());

  it('holds the first withdrawal of ₺100 until staff verify the player, then pays it', async () => {
    const p = await withdrawingPlayer(t, 1_000_00);
    const body = { amount: 100, withdrawPassword: WITHDRAW_PASSWORD };
    const first = await t.call('/withdraw/create', body, { token: p.token });
    expect(first).toMatchObject({
      state: '500',
      msg:
        'Para çekmek için hesabınızın Doğrulanmış seviyesinde olması gerekiyor. Eksik olanlar: ' +
        'kişisel bilgileriniz, kimlik belgeniz ve adres belgeniz. Hesap Doğrulama sayfasından ' +
        'tamamlayabilirsiniz.',
    });
    await t.call('/kyc/basic', BASIC, { token: p.token });
    const identity = (await uploadKyc(t, p.token, 'identity', JPEG)).resultData!.id;
    const address = (await uploadKyc(t, p.token, 'address', PNG)).resultData!.id;
    await risk.call('/kyc/decide', { documentId: identity, decision: 'approve' });
    const half = await t.call('/withdraw/create', { ...body, lang: 'zh-CN' }, { token: p.token });
    expect(half.msg).toBe(
      '提款需要您的账户达到已验证等级。尚缺：地址证明。您可以在身份验证页面完成。',
    );
    await risk.call('/kyc/decide', { documentId: address, decision: 'approve' });
    const paid = await t.call('/withdraw/create', body, { token: p.token });
    expect(paid.state, paid.msg).toBe('200');
  });
});
