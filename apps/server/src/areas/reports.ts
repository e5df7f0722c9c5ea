// The reports area (back-office only): a period's figures and the live panel.
import { defineArea } from '../area.ts';
import { register } from '../backoffice/areas/reports/register.ts';

export const area = defineArea({ name: 'reports', dependencies: ['staff'], staffCalls: register });
