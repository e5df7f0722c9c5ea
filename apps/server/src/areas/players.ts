// The players area (back-office only): player search, the 360 view and the staff actions.
import { defineArea } from '../area.ts';
import { register } from '../backoffice/areas/players/register.ts';

export const area = defineArea({
  name: 'players',
  dependencies: ['accounts', 'staff'],
  staffCalls: register,
});
