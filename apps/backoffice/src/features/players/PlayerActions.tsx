// What staff may do to a player, each shown only to roles holding its permission: block or
// unblock a scope, reset the withdrawal password, end every session, adjust the balance (a
// second approver above the threshold), write a note. Every action asks for a reason.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addPlayerNote,
  adjustPlayer,
  BLOCK_SCOPES,
  forceLogout,
  resetWithdrawPassword,
  setPlayerBlocks,
  type BlockScope,
  type PlayerProfile,
} from '@talih/contracts/backoffice/players.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Money } from '../../components/Money.tsx';
import { toast } from '../../components/Toast.tsx';
import { staffCall, StaffCallError } from '../../lib/api.ts';
import { currencySign } from '../../lib/format.ts';
import { locale } from '../../lib/i18n.ts';
import { useCan } from '../../lib/session.ts';
import { parseAmount } from '../../lib/amount.ts';

type Pending =
  | { kind: 'block'; scope: BlockScope; on: boolean }
  | { kind: 'resetPassword' }
  | { kind: 'logout' }
  /** key: made when the dialog opens, so retrying after a lost answer adjusts once. */
  | { kind: 'adjust'; direction: 'credit' | 'debit'; amountMinor: number; key: string };

export function PlayerActions({ p }: { p: PlayerProfile }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const can = {
    block: useCan('players.block'),
    reset: useCan('players.reset_withdraw_password'),
    logout: useCan('players.logout'),
    adjust: useCan('players.adjust'),
    notes: useCan('players.notes'),
  };
  const [pending, setPending] = useState<Pending | null>(null);
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: ['players', p.userId] });

  const act = useMutation({
    mutationFn: async ({ what, reason }: { what: Pending; reason: string }) => {
      switch (what.kind) {
        case 'block':
          await staffCall(setPlayerBlocks, {
            userId: p.userId,
            block: what.on ? [what.scope] : [],
            unblock: what.on ? [] : [what.scope],
            reason,
          });
          return t(what.on ? 'players.done.blocked' : 'players.done.unblocked');
        case 'resetPassword':
          await staffCall(resetWithdrawPassword, { userId: p.userId, reason });
          return t('players.done.resetPassword');
        case 'logout':
          await staffCall(forceLogout, { userId: p.userId, reason });
          return t('players.done.logout');
        case 'adjust': {
          const r = await staffCall(adjustPlayer, {
            userId: p.userId,
            direction: what.direction,
            amountMinor: what.amountMinor,
            reason,
            requestKey: what.key,
          });
          setAmount('');
          return r.status === 'pending'
            ? t('players.done.adjustPending')
            : t('players.done.adjusted');
        }
      }
    },
    onSuccess: (message) => {
      toast.success(message);
      setPending(null);
      void refresh();
    },
  });
  const addNote = useMutation({
    mutationFn: () => staffCall(addPlayerNote, { userId: p.userId, body: note }),
    onSuccess: () => {
      toast.success(t('players.done.note'));
      setNote('');
      void refresh();
    },
    onError: (e) => toast.error(e.message || t('common.networkError')),
  });

  if (!Object.values(can).some(Boolean)) return null;
  const amountMinor = parseAmount(amount);
  const title = pending ? dialogTitle(t, pending) : '';

  return (
    <section className="panel" aria-labelledby="actions-title">
      <h2 id="actions-title">{t('players.actions')}</h2>
      {can.block && (
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
                  onClick={() => setPending({ kind: 'block', scope, on: !on })}
                >
                  {t(on ? `players.unblockAction.${scope}` : `players.blockAction.${scope}`)}
                </button>
              );
            })}
          </div>
        </fieldset>
      )}
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
      {can.adjust && (
        <form
          className="action-group adjust-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (amountMinor)
              setPending({ kind: 'adjust', direction, amountMinor, key: crypto.randomUUID() });
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
      )}
      {can.notes && (
        <form
          className="action-group"
          onSubmit={(e) => {
            e.preventDefault();
            if (note.trim()) addNote.mutate();
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
          <button
            type="submit"
            className="btn btn-small"
            disabled={!note.trim() || addNote.isPending}
          >
            {t('players.saveNote')}
          </button>
        </form>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={title}
        confirmLabel={t('players.confirm')}
        danger={pending?.kind === 'block' && pending.on}
        requireReason
        busy={act.isPending}
        error={
          act.error instanceof StaffCallError
            ? act.error.message
            : act.error
              ? t('common.networkError')
              : null
        }
        onCancel={() => {
          setPending(null);
          act.reset();
        }}
        onConfirm={(reason) => pending && act.mutate({ what: pending, reason })}
      >
        {pending?.kind === 'adjust' && (
          <p>
            {t(
              pending.direction === 'credit'
                ? 'players.adjustCreditBody'
                : 'players.adjustDebitBody',
              { name: p.nickname },
            )}{' '}
            <strong>
              <Money minor={pending.amountMinor} />
            </strong>
          </p>
        )}
        {pending?.kind === 'block' && (
          <p>
            {t(pending.on ? 'players.blockBody' : 'players.unblockBody', {
              scope: t(`players.scopes.${pending.scope}`),
            })}
          </p>
        )}
        {pending?.kind === 'logout' && <p>{t('players.forceLogoutBody')}</p>}
        {pending?.kind === 'resetPassword' && <p>{t('players.resetPasswordBody')}</p>}
      </ConfirmDialog>
    </section>
  );
}

function dialogTitle(t: (k: string, o?: Record<string, string>) => string, p: Pending) {
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
