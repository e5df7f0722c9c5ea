// A list's too-few or too-many is said in items, a text's in characters, in the caller's language.
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { validationMessage } from './validation.ts';

function messageFor(lang: 'tk' | 'en', schema: z.ZodType, input: unknown): string {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected the input to be refused');
  return validationMessage(lang, parsed.error, input);
}

describe('validation messages', () => {
  const answers = z.object({ answers: z.array(z.number()).min(2).max(3) });
  const exact = z.object({ answers: z.array(z.number()).length(9) });
  const text = z.object({ content: z.string().min(2).max(3) });

  it('counts a list in items', () => {
    expect(messageFor('tk', answers, { answers: [1] })).toBe('Yanıtlar en az 2 tane olmalıdır.');
    expect(messageFor('tk', answers, { answers: [1, 2, 3, 4] })).toBe(
      'Yanıtlar en fazla 3 tane olabilir.',
    );
    expect(messageFor('en', answers, { answers: [1] })).toBe('Answers must have at least 2 items.');
    expect(messageFor('tk', exact, { answers: [0] })).toBe('Yanıtlar tam 9 tane olmalıdır.');
    expect(messageFor('en', exact, { answers: new Array(10).fill(0) })).toBe(
      'Answers must have exactly 9 items.',
    );
  });

  it('counts a text in characters', () => {
    expect(messageFor('tk', text, { content: 'a' })).toBe('Mesaj en az 2 karakter olmalıdır.');
    expect(messageFor('tk', text, { content: 'abcd' })).toBe('Mesaj en fazla 3 karakter olabilir.');
  });
});
