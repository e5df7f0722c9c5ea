// What staff may do to a player, each shown only to roles holding its permission: block or
// unblock a scope, reset the withdrawal password, end every session, adjust the balance (a
// second approver above the threshold), write a note. Every action asks for a reason.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { BLOCK_SCOPES, type PlayerProfile } from '@talih/contracts/backoffice/players.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Money } from '../../components/Money.tsx';
import { toast } from '../../components/Toast.tsx';
import { parseAmount } from '../../lib/amount.ts';
import { currencySign } from '../../lib/format.ts';
import { locale } from '../../lib/i18n.ts';
import { errorText } from '../../lib/labels.ts';
import { useCan } from '../../lib/session.ts';
import { useAddPlayerNote, usePlayerAction, type ActionOutcome, type PlayerAction } from './api.ts';

export function PlayerActions({ p }: { p: PlayerProfile }) {
  const { t } = useTranslation();
  const can = {
    block: useCan('players.block'),
    reset: useCan('players.reset_withdraw_password'),
    logout: useCan('players.logout'),
    adjust: useCan('players.adjust'),
    notes: useCan('players.notes'),
  };
  const [pending, setPending] = useState<PlayerAction | null>(null);
  // A new adjustment form (an empty amount) after each adjustment made.
  const [adjusted, setAdjusted] = useState(0);
  if (!Object.values(can).some(Boolean)) return null;
  return (
    <section className="panel" aria-labelledby="actions-title">
      <h2 id="actions-title">{t('players.actions')}</h2>
      {can.block && <BlockScopes p={p} onAsk={setPending} />}
      {(can.reset || can.logout) && (
        <div className="action-row">
          {can.reset && (
            <button
              type="button"
              className="btn btn-small"
              disabled={!p.hasWithdrawPassword}
              title={p.hasWithdrawPassword ? undefined : t('players.noWithdrawPassword')}
              onClick={() => setPending({ kind: 'resetPassword' })}
            >
              {t('players.resetPassword')}
            </button>
          )}
          {can.logout && (
            <button
              type="button"
              className="btn btn-small"
              onClick={() => setPending({ kind: 'logout' })}
            >
              {t('players.forceLogout')}
            </button>
          )}
        </div>
      )}
      {can.adjust && <AdjustForm key={adjusted} onAsk={setPending} />}
      {can.notes && <NoteForm userId={p.userId} />}
      <ActionDialog
        p={p}
        pending={pending}
        onDone={(outcome) => {
          setPending(null);
          if (outcome === 'adjusted' || outcome === 'adjustPending') setAdjusted((n) => n + 1);
        }}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}

function BlockScopes({ p, onAsk }: { p: PlayerProfile; onAsk(a: PlayerAction): void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="action-group">
      <legend>{t('players.blocksTitle')}</legend>
      <div className="scope-grid">
        {BLOCK_SCOPES.map((scope) => {
          const on = p.blocks.includes(scope);
          return (
            <button
              key={scope}
              type="button"
              className={`btn btn-small ${on ? 'btn-danger' : ''}`}
              onClick={() => onAsk({ kind: 'block', scope, on: !on })}
            >
              {t(on ? `players.unblockAction.${scope}` : `players.blockAction.${scope}`)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

function AdjustForm({ onAsk }: { onAsk(a: PlayerAction): void }) {
  const { t } = useTranslation();
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const amountMinor = parseAmount(amount);
  return (
    <form
      className="action-group adjust-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (amountMinor)
          onAsk({ kind: 'adjust', direction, amountMinor, key: crypto.randomUUID() });
      }}
    >
      <fieldset>
        <legend>{t('players.adjust')}</legend>
        <div className="inline-fields">
          <label className="field">
            <span>{t('players.direction')}</span>
            <select
              value={direction}
              onChange={(e) => setDirection(e.target.value as 'credit' | 'debit')}
            >
              <option value="credit">{t('players.credit')}</option>
              <option value="debit">{t('players.debit')}</option>
            </select>
          </label>
          <label className="field">
            <span>{t('players.amount', { currency: currencySign(locale()) })}</span>
            <input
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              placeholder="0,00"
              aria-invalid={amount !== '' && amountMinor === null}
            />
          </label>
          <button type="submit" className="btn btn-small btn-primary" disabled={!amountMinor}>
            {t('players.adjustContinue')}
          </button>
        </div>
        <p className="muted small">{t('players.adjustHint')}</p>
      </fieldset>
    </form>
  );
}

function NoteForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const addNote = useAddPlayerNote(userId, {
    onDone: () => {
      toast.success(t('players.done.note'));
      setNote('');
    },
    onError: (e) => toast.error(errorText(t, e)),
  });
  return (
    <form
      className="action-group"
      onSubmit={(e) => {
        e.preventDefault();
        if (note.trim()) addNote.mutate(note);
      }}
    >
      <label className="field">
        <span>{t('players.addNote')}</span>
        <textarea
          rows={2}
          maxLength={2000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </label>
      <button type="submit" className="btn btn-small" disabled={!note.trim() || addNote.isPending}>
        {t('players.saveNote')}
      </button>
    </form>
  );
}

function ActionDialog(props: {
  p: PlayerProfile;
  pending: PlayerAction | null;
  onDone(outcome: ActionOutcome): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const { p, pending } = props;
  const act = usePlayerAction(p.userId, (outcome) => {
    toast.success(t(`players.done.${outcome}`));
    props.onDone(outcome);
  });
  return (
    <ConfirmDialog
      open={pending !== null}
      title={pending ? dialogTitle(t, pending) : ''}
      confirmLabel={t('players.confirm')}
      danger={pending?.kind === 'block' && pending.on}
      requireReason
      busy={act.isPending}
      error={act.isError ? errorText(t, act.error) : null}
      onCancel={() => {
        props.onCancel();
        act.reset();
      }}
      onConfirm={(reason) => pending && act.mutate({ what: pending, reason })}
    >
      {pending && <ActionBody p={p} pending={pending} />}
    </ConfirmDialog>
  );
}

function ActionBody({ p, pending }: { p: PlayerProfile; pending: PlayerAction }) {
  const { t } = useTranslation();
  switch (pending.kind) {
    case 'adjust':
      return (
        <p>
          {t(
            pending.direction === 'credit' ? 'players.adjustCreditBody' : 'players.adjustDebitBody',
            { name: p.nickname },
          )}{' '}
          <strong>
            <Money minor={pending.amountMinor} />
          </strong>
        </p>
      );
    case 'block':
      return (
        <p>
          {t(pending.on ? 'players.blockBody' : 'players.unblockBody', {
            scope: t(`players.scopes.${pending.scope}`),
          })}
        </p>
      );
    case 'logout':
      return <p>{t('players.forceLogoutBody')}</p>;
    case 'resetPassword':
      return <p>{t('players.resetPasswordBody')}</p>;
  }
}

function dialogTitle(t: TFunction, p: PlayerAction) {
  switch (p.kind) {
    case 'block':
      return t(p.on ? `players.blockAction.${p.scope}` : `players.unblockAction.${p.scope}`);
    case 'resetPassword':
      return t('players.resetPassword');
    case 'logout':
      return t('players.forceLogout');
    case 'adjust':
      return t('players.adjust');
  }
}
