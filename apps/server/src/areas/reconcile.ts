// The reconcile area (back-office only): the history of reconcile runs and "run now". The
// checks themselves come from every area (operations/reconcile.ts runs them).
import { defineArea } from '../area.ts';
import { register } from '../backoffice/areas/reconcile/register.ts';

export const area = defineArea({
  name: 'reconcile',
  dependencies: ['staff'],
  staffCalls: register,
});
