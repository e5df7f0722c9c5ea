// The legal area: terms, privacy notice and bonus terms as versioned operator content, and the
// players' acceptances. Seeds version 1 of each text in Turkish and English.
import { defineArea } from '../area.ts';
import { insertLegalTexts } from '../modules/legal/default-texts.ts';
import { registerLegalCalls } from '../modules/legal/routes.ts';

export const area = defineArea({
  name: 'legal',
  dependencies: ['accounts'],
  routes: (_app, calls, services) => registerLegalCalls(calls, services),
  seed: [
    { marker: 'demo_seed:legal', name: 'legal', run: (trx, now) => insertLegalTexts(trx, now) },
  ],
});
