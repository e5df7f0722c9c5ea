// National registers at the moments the licence names: when the player gives their details
// (the registration of their identity), at login, before a deposit and before a game launch.
// Each register's answer is kept for REGISTER_CACHE_MINUTES, except when the details change (a
// new name or birth date is a new question). A player a register excludes is treated as
// self-excluded: an exclusion of kind 'register' with the register and its reference as the
// reason (staff see why), so they may log in and withdraw, nothing else; when the register later
// clears them, that exclusion ends. A register that gives no answer (unreachable, too slow, our
// request or login refused, an answer nobody can read) fails closed: the deposit or the launch is
// refused, and a login goes through so the player can still withdraw.
import type { RegisterName } from '@talih/contracts/jurisdiction.ts';
import { oasisRegister, readOasisTls, tlsTransport } from '../../adapters/registers/oasis.ts';
import { sandboxOasis, sandboxRegister } from '../../adapters/registers/sandbox.ts';
import { parseCodes, registerAdapterOf } from '../../adapters/registers/settings.ts';
import {
  RegisterUnavailable,
  type PlayerRegister,
  type RegisterAnswer,
} from '../../adapters/registers/port.ts';
import { AppError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { addExclusion } from '../protection/exclusions.ts';

export type RegisterMoment = 'details' | 'login' | 'deposit' | 'launch';

const built = new WeakMap<object, PlayerRegister>();

/** OASIS's adapter for this configuration, built once (its certificate files read then). */
function oasisFor(services: Services, adapter: 'oasis' | 'sandbox'): PlayerRegister {
  const c = services.config;
  const have = built.get(c);
  if (have) return have;
  const common = {
    timeoutMs: c.OASIS_TIMEOUT_MS,
    fields: c.OASIS_QUERY_FIELDS,
    codes: { clear: parseCodes(c.OASIS_CODES_CLEAR), excluded: parseCodes(c.OASIS_CODES_EXCLUDED) },
  };
  let register: PlayerRegister;
  if (adapter === 'sandbox') register = sandboxOasis(common);
  else {
    if (!c.OASIS_URL) throw new RegisterUnavailable('oasis: no OASIS_URL', 'unconfigured');
    let tls;
    try {
      tls = readOasisTls(c);
    } catch (err) {
      throw new RegisterUnavailable(`oasis: ${(err as Error).message}`, 'unconfigured');
    }
    register = oasisRegister({
      transport: tlsTransport(tls),
      kennung: c.OASIS_KENNUNG,
      passwort: c.OASIS_PASSWORT,
      ...common,
    });
  }
  built.set(c, register);
  return register;
}

function registerFor(services: Services, name: RegisterName): PlayerRegister | null {
  const adapter = registerAdapterOf(services.config, name);
  if (adapter === 'off') return null;
  if (name === 'oasis') return oasisFor(services, adapter);
  return adapter === 'sandbox' ? sandboxRegister(name) : null;
}

async function answerOf(
  services: Services,
  register: PlayerRegister,
  person: Parameters<PlayerRegister['check']>[0],
  now: number,
  fresh: boolean,
): Promise<RegisterAnswer> {
  const cacheMs = fresh ? 0 : services.config.REGISTER_CACHE_MINUTES * 60_000;
  const cached = await services.db
    .selectFrom('register_checks')
    .select(['status', 'reference', 'checked_at'])
    .where('user_id', '=', person.userId)
    .where('register', '=', register.name)
    .executeTakeFirst();
  if (cached && Number(cached.checked_at) + cacheMs > now) {
    return { excluded: cached.status === 'excluded', reference: cached.reference };
  }
  const answer = await register.check(person);
  const row = {
    status: answer.excluded ? 'excluded' : 'clear',
    reference: answer.reference,
    checked_at: now,
  };
  await services.db
    .insertInto('register_checks')
    .values({ user_id: person.userId, register: register.name, ...row })
    .onConflict((oc) => oc.columns(['user_id', 'register']).doUpdateSet(row))
    .execute();
  return answer;
}

/** Asks the pack's registers about the player; records or ends their register exclusion. */
export async function checkRegisters(services: Services, userId: number, at: RegisterMoment) {
  const names = services.config.jurisdiction.registers;
  if (names.length === 0) return;
  const profile = await services.db
    .selectFrom('kyc_profiles')
    .select(['full_name', 'birth_date', 'country', 'city', 'address'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  // A register is asked about a person: before the details there is nobody to ask about (and
  // packs with registers keep such a player from paying and playing until verified).
  if (!profile?.full_name || !profile.birth_date) return;
  const person = {
    userId,
    fullName: profile.full_name,
    birthDate: profile.birth_date,
    country: profile.country,
    city: profile.city,
    address: profile.address,
  };
  const now = services.now?.() ?? Date.now();
  const excludedBy: string[] = [];
  for (const name of names) {
    try {
      const register = registerFor(services, name);
      if (!register) throw new RegisterUnavailable(`no ${name} adapter`, 'unconfigured');
      const answer = await answerOf(services, register, person, now, at === 'details');
      if (answer.excluded)
        excludedBy.push(`${name.toUpperCase()} ${answer.reference ?? ''}`.trim());
    } catch (err) {
      if (!(err instanceof RegisterUnavailable)) throw err;
      // Our own setup or request at fault is an error to fix, not weather to wait out.
      const ours = ['credentials', 'refused', 'unreadable', 'unconfigured'].includes(err.failure);
      services.log[ours ? 'error' : 'warn'](
        { userId, register: name, at, failure: err.failure, err: err.message },
        'register gave no answer',
      );
      if (at === 'deposit' || at === 'launch') throw new AppError('errors.register.unavailable');
    }
  }
  await recordOutcome(services, userId, excludedBy, now);
}

async function recordOutcome(
  services: Services,
  userId: number,
  excludedBy: string[],
  now: number,
) {
  await services.db.transaction().execute(async (trx) => {
    const open = await trx
      .selectFrom('player_exclusions')
      .select(['id'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'register')
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
      .execute();
    if (excludedBy.length > 0 && open.length === 0) {
      await addExclusion(trx, {
        userId,
        kind: 'register',
        endsAt: null,
        actor: 'register',
        reason: `on ${excludedBy.join(', ')}`,
        now,
      });
    } else if (excludedBy.length === 0 && open.length > 0) {
      await trx
        .updateTable('player_exclusions')
        .set({ ends_at: now })
        .where(
          'id',
          'in',
          open.map((o) => o.id),
        )
        .execute();
    }
  });
}
