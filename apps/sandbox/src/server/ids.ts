// Ids the studio hands out. Wallet transaction and round ids must never repeat (Talih treats a
// repeated transactionId as a replay), so they carry 96 random bits; session ids are bearer
// secrets for the player's browser, so they carry 128.
import { randomBytes } from 'node:crypto';

export function newTransactionId(): string {
  return `sbx-tx-${randomBytes(12).toString('hex')}`;
}

export function newRoundId(): string {
  return `sbx-rd-${randomBytes(12).toString('hex')}`;
}

export function newSessionId(): string {
  return randomBytes(16).toString('hex');
}
