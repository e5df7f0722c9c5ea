// Turns the first zod issue into one sentence that names the field, in the caller's language.
import type { z } from 'zod';
import type { Language } from '@talih/contracts/i18n.ts';
import { hasMessage, t } from './i18n.ts';

export function fieldLabel(lang: Language, field: string): string {
  return hasMessage(lang, `fields.${field}`) ? t(lang, `fields.${field}`) : field;
}

export function validationMessage(lang: Language, error: z.ZodError, input: unknown): string {
  const issue = error.issues[0];
  if (!issue) return t(lang, 'errors.validation.unknown', { field: fieldLabel(lang, 'body') });
  // Rules written for the forms carry their own message key (base.EnterPhoneNumber...).
  if (/^base\.\w+$/.test(issue.message) && hasMessage(lang, issue.message)) {
    return t(lang, issue.message);
  }
  const fieldName = issue.path.length > 0 ? String(issue.path[0]) : 'body';
  const field = fieldLabel(lang, fieldName);
  // A list counts items, not characters: "Yanıtlar tam 9 tane olmalıdır.", not "9 karakter".
  if (issue.code === 'too_small' && issue.origin === 'array') {
    const min = Number(issue.minimum);
    return issue.exact
      ? t(lang, 'errors.validation.count', { field, count: min })
      : t(lang, 'errors.validation.tooFew', { field, min });
  }
  if (issue.code === 'too_big' && issue.origin === 'array') {
    const max = Number(issue.maximum);
    return issue.exact
      ? t(lang, 'errors.validation.count', { field, count: max })
      : t(lang, 'errors.validation.tooMany', { field, max });
  }
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(input, issue.path) === undefined
        ? t(lang, 'errors.validation.required', { field })
        : t(lang, 'errors.validation.type', { field });
    case 'too_small':
      return issue.origin === 'string'
        ? issue.minimum === 1
          ? t(lang, 'errors.validation.required', { field })
          : t(lang, 'errors.validation.tooShort', { field, min: Number(issue.minimum) })
        : t(lang, 'errors.validation.tooSmall', { field, min: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? t(lang, 'errors.validation.tooLong', { field, max: Number(issue.maximum) })
        : t(lang, 'errors.validation.tooBig', { field, max: Number(issue.maximum) });
    case 'invalid_format':
    case 'invalid_value':
    case 'invalid_union':
      return t(lang, 'errors.validation.format', { field });
    default:
      return t(lang, 'errors.validation.unknown', { field });
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let node = input;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}
