// The approvals area (back-office only): the four-eyes queue and its decisions.
import { defineArea } from '../../../area.ts';
import { register } from './register.ts';

export const area = defineArea({
  name: 'approvals',
  dependencies: ['staff'],
  staffCalls: register,
});
