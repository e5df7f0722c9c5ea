// Catalogue changes for tests, made as an operator's tool would: the row changed, then the
// change announced on the cache bus so every catalogue snapshot reloads.
import { catalogueChanged } from '../modules/lobby/catalogue.ts';
import type { TestApp } from './backends.ts';

export async function setGameStatus(t: TestApp, gameId: number, status: 'active' | 'hidden') {
  await t.database.db.updateTable('games').set({ status }).where('id', '=', gameId).execute();
  await catalogueChanged(t.cache);
}
