// The basic level: name, birth date, address and national id. The birth date must make the
// player at least the pack's minimum age; the id must have its country's format (the Turkish
// T.C. kimlik its check digits). Once verified the details are fixed: staff checked them.
import type { Transaction } from 'kysely';
import { kycBasicFields, type KycBasicInput } from '@talih/contracts/kyc.ts';
import { ageOn, isValidNationalId } from '@talih/contracts/national-id.ts';
import type { Language } from '@talih/contracts/i18n.ts';
import { writeAudit } from '../../audit/audit.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { validationMessage } from '../../http/validation.ts';
import type { Services } from '../../services.ts';
import { loadProfile } from './state.ts';
import { promoteIfComplete } from './levels.ts';
import { screenPlayer } from '../screening/screen.ts';
import { checkRegisters } from '../registers/check.ts';

const OLDEST_YEARS = 120;

function checkBirthDate(birthDate: string, minimumAge: number, now: number) {
  const date = new Date(`${birthDate}T00:00:00Z`);
  // 2001-02-30 parses to March: the calendar must give back the same day.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== birthDate) {
    throw new AppError('errors.kyc.birthDate');
  }
  const age = ageOn(birthDate, new Date(now));
  if (age < 0 || age > OLDEST_YEARS) throw new AppError('errors.kyc.birthDate');
  if (age < minimumAge) throw new AppError('errors.kyc.underAge', { age: minimumAge });
}

function parseBasic(raw: KycBasicInput, lang: Language) {
  const country = String(raw.country ?? '').toUpperCase();
  const input = { ...raw, country };
  if (/^[A-Z]{2}$/.test(country) && !isValidNationalId(country, String(raw.nationalId ?? ''))) {
    throw new AppError(country === 'TR' ? 'errors.kyc.tcKimlik' : 'errors.kyc.nationalId');
  }
  const parsed = kycBasicFields.safeParse(input);
  if (!parsed.success) {
    throw new AppError('errors.validation', {
      message: validationMessage(lang, parsed.error, input),
    });
  }
  return parsed.data;
}

export async function submitBasic(
  services: Services,
  userId: number,
  raw: KycBasicInput,
  ctx: { lang: Language; requestId: string },
) {
  const input = parseBasic(raw, ctx.lang);
  const now = Date.now();
  checkBirthDate(input.birthDate, services.config.jurisdiction.minimumAge, now);
  const current = await loadProfile(services.db, userId);
  if (current.level === 'verified') throw new AppError('errors.kyc.verifiedLocked');
  const fields = {
    full_name: input.fullName,
    birth_date: input.birthDate,
    country: input.country,
    city: input.city,
    address: input.address,
    national_id: input.nationalId,
    updated_at: now,
  };
  await services.db.transaction().execute(async (trx: Transaction<DB>) => {
    await trx
      .insertInto('kyc_profiles')
      .values({ user_id: userId, level: 'basic', basic_at: now, ...fields })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ ...fields, level: 'basic', basic_at: now }),
      )
      .execute();
    await promoteIfComplete(trx, userId, now);
    await writeAudit(
      trx,
      {
        actorType: 'player',
        actorId: userId,
        action: 'kyc.basic',
        subject: `user:${userId}`,
        detail: { levelBefore: current.level, country: input.country },
        requestId: ctx.requestId,
      },
      now,
    );
  });
  // Sanctions and PEP screening on the first name given and on each change of name or birth
  // date. A list that can't be read must not lose the player's details: the daily run catches up.
  if (current.full_name !== input.fullName || current.birth_date !== input.birthDate) {
    const trigger = current.level === 'none' ? 'registration' : 'details';
    await screenPlayer(services, userId, trigger, now).catch((err: unknown) =>
      services.log.error({ err, userId }, 'screening: could not screen the player'),
    );
  }
  await checkRegisters(services, userId, 'details');
}
