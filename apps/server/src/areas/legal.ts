// The legal area: terms, privacy notice and bonus terms as versioned operator content, and the
// players' acceptances; the back-office's legal-text editor (content role). Seeds version 1 of
// each text in Turkish and English.
import { defineArea } from '../area.ts';
import { registerLegalStaffCalls } from '../backoffice/areas/legal/register.ts';
import { staffEnv, stringFlag } from '../cli/command.ts';
import { legalCommand } from '../cli/legal.ts';
import { insertLegalTexts } from '../modules/legal/default-texts.ts';
import { registerLegalCalls } from '../modules/legal/routes.ts';

export const area = defineArea({
  name: 'legal',
  dependencies: ['accounts'],
  routes: (_app, calls, services) => registerLegalCalls(calls, services),
  staffCalls: registerLegalStaffCalls,
  seed: [
    { marker: 'demo_seed:legal', name: 'legal', run: (trx, now) => insertLegalTexts(trx, now) },
  ],
  cli: [
    {
      names: ['legal'],
      help: `  legal versions|publish --as <staff> --input '{"kind": "terms", ...}'
               the legal-text editor's staff calls: a text's versions (content.read), a new
               version published in each language written (content.write, audited)`,
      options: { as: { type: 'string' }, input: { type: 'string' } },
      migrate: true,
      run: (ctx) =>
        legalCommand(
          staffEnv(ctx, undefined),
          { call: ctx.positionals[1], as: stringFlag(ctx, 'as'), input: stringFlag(ctx, 'input') },
          ctx.out,
          ctx.err,
        ),
    },
  ],
});
