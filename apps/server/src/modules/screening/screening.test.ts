// Sanctions and PEP screening, on both databases, against a small list of our own in the
// OpenSanctions format (fixtures/test-list.ftm.json): the matcher's folds (Turkish letters,
// transliteration, word order, typos, birth dates), the screen at the basic KYC level and on a
// change of name, the daily run, the hold on deposits and withdrawals with a message that
// tips nobody off, the risk alert with the matched entry, and staff deciding: confirm on one
// signature, clear only with a second approver, both audited.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitKycBasic } from '@talih/contracts/kyc.ts';
import { decideApproval } from '@talih/contracts/backoffice/approvals.ts';
import {
  decideScreeningHit,
  listScreeningHits,
  screenNow,
} from '@talih/contracts/backoffice/screening.ts';
import { backends } from '../../testing/backends.ts';
import { answer, staffAnswer, staffCall } from '../../testing/calls.ts';
import { BASIC } from '../../testing/kyc.ts';
import {
  seedBankAccounts,
  TEST_PAYMENT_SECRETS,
  withdrawingPlayer,
  WITHDRAW_PASSWORD,
} from '../../testing/payments.ts';
import { createPlayer } from '../../testing/players.ts';
import {
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../testing/staff.ts';
import { findMatches } from './find.ts';
import { readScreeningList, type ScreeningList } from './list.ts';
import { nameScore, nameTokens } from './match.ts';

const LIST = path.join(import.meta.dirname, 'fixtures/test-list.ftm.json');
const score = (a: string, b: string) => Math.round(nameScore(nameTokens(a), nameTokens(b)) * 1000);

describe('the screening matcher', () => {
  let list: ScreeningList;
  beforeAll(async () => {
    list = await readScreeningList(LIST);
  });

  it('folds Turkish letters and transliterations to one spelling', () => {
    expect(nameTokens('Şükrü KAŞIKÇIOĞLU')).toEqual(['sukru', 'kasikcioglu']);
    expect(nameTokens('Shukru Kashikchioglu')).toEqual(['sukru', 'kasikcioglu']);
    expect(nameTokens('İsmail Işık')).toEqual(['ismail', 'isik']);
    expect(nameTokens('Jemal Yusuf')).toEqual(nameTokens('Cemal Yousuf'));
  });

  it('scores word order, typos and missing middle names high, other people low', () => {
    expect(score('Kaşıkçıoğlu Şükrü', 'Şükrü Kaşıkçıoğlu')).toBe(1000);
    expect(score('Ahmet Yilmas', 'Ahmet Yılmaz')).toBe(902);
    expect(score('Ahmet Mehmet Yılmaz', 'Ahmet Yılmaz')).toBe(933);
    expect(score('Abdulkadir Demir', 'Abdul Kadir Demir')).toBe(970);
    expect(score('Deniz Yıldız', 'Deniz Yıldırım')).toBe(815);
    expect(score('Ahmet Yılmaz', 'Mehmet Yılmaz')).toBe(777);
    expect(score('Yılmaz', 'Ahmet Yılmaz')).toBe(630);
  });

  it('reads Person targets only, and weighs birth dates', () => {
    expect(list.people.map((p) => p.id)).toEqual(['t-ofac-0001', 't-pep-0002', 't-ofac-0003']);
    const found = (name: string, birthDate: string | null) =>
      findMatches(list, { name, birthDate }, 0.9).map((m) => [
        m.person.id,
        Math.round(m.score * 1000),
      ]);
    expect(found('Sukru Kasikcioglu', '1975-03-09')).toEqual([['t-ofac-0001', 1000]]);
    expect(found('Gulsen Agaoglu', '1969-08-01')).toEqual([['t-pep-0002', 1000]]);
    expect(found('Dmitry Chernov', null)).toEqual([['t-ofac-0003', 1000]]);
    // Same name, born 20 years later: not the listed man.
    expect(found('Dmitri Chernov', '1982-07-21')).toEqual([]);
    // On the list only as a non-target, and a company of a listed name: nobody.
    expect(found('Deniz Yıldız', null)).toEqual([]);
    expect(found('Kaşıkçıoğlu Ticaret', null)).toEqual([]);
  });
});

describe.each(backends())('sanctions and PEP screening on $name', (backend) => {
  let t: BackofficeTest;
  let risk: StaffClient;
  let admin: StaffClient;
  beforeAll(async () => {
    t = await openBackofficeTest(backend, {
      ...TEST_PAYMENT_SECRETS,
      PAYMENT_SANDBOX_AUTO: 'false',
      SCREENING_LIST_PATH: LIST,
      SCREENING_THRESHOLD: '0.9',
    });
    await seedBankAccounts(t);
    risk = await staffClient(t, 'risk', 'risk-ayla');
    admin = await staffClient(t, 'admin', 'admin-baris');
  });
  afterAll(() => t.dispose());

  const hitsOf = (userId: number) =>
    t.database.db
      .selectFrom('screening_hits')
      .select(['entity_id', 'status', 'trigger', 'score_pm', 'screened_name'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  const deposit = (token: string) =>
    t.call(
      '/recharge/createRechargeOrder',
      { amount: 100, method: 'havale', lang: 'en' },
      { token },
    );
  const HELD =
    'Your account is in a routine compliance review. Deposits and withdrawals are paused ' +
    'meanwhile. You can write to Customer Service with any questions.';

  async function listedPlayer() {
    const p = await withdrawingPlayer(t, 500_00);
    const saved = await answer(
      t,
      submitKycBasic,
      { ...BASIC, fullName: 'Kasikcioglu Sukru', birthDate: '1975-03-09' },
      { session: p.token },
    );
    expect(saved.state, saved.msg).toBe('200');
    return p;
  }

  it('screens at the basic level: a hit holds deposits and withdrawals and raises an alert', async () => {
    const p = await listedPlayer();
    expect(await hitsOf(p.userId)).toEqual([
      {
        entity_id: 't-ofac-0001',
        status: 'open',
        trigger: 'registration',
        score_pm: 1000,
        screened_name: 'Kasikcioglu Sukru',
      },
    ]);
    expect(await deposit(p.token)).toMatchObject({ state: '500', msg: HELD });
    const withdraw = await t.call(
      '/withdraw/create',
      { amount: 100, withdrawPassword: WITHDRAW_PASSWORD, lang: 'en' },
      { token: p.token },
    );
    expect(withdraw).toMatchObject({ state: '500', msg: HELD });
    const alerts = await t.database.db
      .selectFrom('risk_alerts')
      .select(['kind', 'details'])
      .where('user_id', '=', p.userId)
      .where('kind', '=', 'screening_hit')
      .execute();
    expect(alerts).toHaveLength(1);
    expect(JSON.parse(alerts[0]!.details)).toMatchObject({
      score: 1,
      screenedName: 'Kasikcioglu Sukru',
      matchedName: 'Şükrü Kaşıkçıoğlu',
      trigger: 'registration',
      entry: {
        id: 't-ofac-0001',
        caption: 'Şükrü Kaşıkçıoğlu',
        birthDates: ['1975-03-09'],
        countries: ['tr'],
        topics: ['sanction'],
        datasets: ['test_sanctions'],
      },
    });
  });

  it('lets a player who is not listed pay, and screens again when the name changes', async () => {
    const p = await createPlayer(t);
    await answer(t, submitKycBasic, BASIC, { session: p.token });
    expect(await hitsOf(p.userId)).toEqual([]);
    expect((await deposit(p.token)).state).toBe('200');
    await answer(
      t,
      submitKycBasic,
      { ...BASIC, fullName: 'Gülşen Ağaoğlu', birthDate: '1969-02-02' },
      { session: p.token },
    );
    expect((await hitsOf(p.userId)).map((h) => [h.entity_id, h.trigger])).toEqual([
      ['t-pep-0002', 'details'],
    ]);
  });

  it('clears a hit only with a second approver; confirming keeps the hold; both audited', async () => {
    const p = await listedPlayer();
    const open = await staffCall(risk, listScreeningHits, { status: 'open' });
    const row = open.rows.find((r) => r.userId === p.userId)!;
    expect(row).toMatchObject({ score: 1, matchedName: 'Şükrü Kaşıkçıoğlu', clearPending: false });
    const asked = await staffCall(risk, decideScreeningHit, {
      id: row.id,
      decision: 'clear',
      note: 'Different person: passport number differs',
    });
    expect(asked.status).toBe('open');
    expect(asked.approvalId).toBeGreaterThan(0);
    expect(await deposit(p.token)).toMatchObject({ state: '500', msg: HELD });
    const twice = await staffAnswer(risk, decideScreeningHit, {
      id: row.id,
      decision: 'clear',
      note: 'again',
    });
    expect(twice.msg).toBe('Bu kaydın temizlenmesi ikinci bir onay bekliyor.');
    const own = await staffAnswer(risk, decideApproval, {
      id: asked.approvalId!,
      decision: 'approve',
    });
    expect(own.state).toBe('403');
    const approved = await staffCall(admin, decideApproval, {
      id: asked.approvalId!,
      decision: 'approve',
    });
    expect(approved.status).toBe('approved');
    expect((await hitsOf(p.userId))[0]!.status).toBe('cleared');
    expect((await deposit(p.token)).state).toBe('200');
    const audit = await t.database.db
      .selectFrom('staff_audit')
      .select(['action', 'staff_name'])
      .where('object_type', '=', 'screening_hit')
      .where('object_id', '=', String(row.id))
      .orderBy('seq')
      .execute();
    expect(audit).toEqual([
      { action: 'approval.requested', staff_name: 'risk-ayla' },
      { action: 'screening.clear', staff_name: 'admin-baris' },
      { action: 'approval.approved', staff_name: 'admin-baris' },
    ]);

    const q = await listedPlayer();
    const hit = (await staffCall(risk, listScreeningHits, {})).rows.find(
      (r) => r.userId === q.userId,
    )!;
    const confirmed = await staffCall(risk, decideScreeningHit, {
      id: hit.id,
      decision: 'confirm',
      note: 'Same person: birth date and nationality match',
    });
    expect(confirmed).toEqual({ id: hit.id, status: 'confirmed', approvalId: null });
    expect(await deposit(q.token)).toMatchObject({ state: '500', msg: HELD });
    const late = await staffAnswer(risk, decideScreeningHit, {
      id: hit.id,
      decision: 'clear',
      note: 'too late',
    });
    expect(late.msg).toBe('Bu tarama kaydı için zaten karar verildi.');
  });

  it('screens everyone daily, once per player and entry', async () => {
    const p = await createPlayer(t);
    const now = Date.now();
    await t.database.db
      .insertInto('kyc_profiles')
      .values({
        user_id: p.userId,
        level: 'basic',
        full_name: 'Tchernov Dmitriy',
        birth_date: '1962-07-21',
        updated_at: now,
      })
      .execute();
    const first = await staffCall(admin, screenNow, {});
    expect(first.hits).toBeGreaterThanOrEqual(1);
    expect((await hitsOf(p.userId)).map((h) => [h.entity_id, h.trigger])).toEqual([
      ['t-ofac-0003', 'daily'],
    ]);
    const second = await staffCall(admin, screenNow, {});
    expect(second.hits).toBe(0);
    expect(await hitsOf(p.userId)).toHaveLength(1);
  });
});
