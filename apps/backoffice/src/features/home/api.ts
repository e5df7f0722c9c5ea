// The overview's own staff call: the figures at a glance (reports.read).
import { glanceCall } from '@talih/contracts/backoffice/reports.ts';
import { staffCall } from '../../lib/api.ts';

export const fetchGlance = () => staffCall(glanceCall, {});
export type Glance = Awaited<ReturnType<typeof fetchGlance>>;
