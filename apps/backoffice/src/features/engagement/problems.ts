// A draft's problems in the staff member's words, from the same zod schema the server checks.
import type { TFunction } from 'i18next';
import type { z } from 'zod';

const KNOWN = new Set(['weights', 'schedule', 'reward', 'levels', 'vip', 'registered']);

export function problemsOf(t: TFunction, schema: z.ZodType, draft: unknown): string[] {
  const parsed = schema.safeParse(draft);
  if (parsed.success) return [];
  const messages = parsed.error.issues.map((issue) => {
    if (KNOWN.has(issue.message)) return t(`engagement.problems.${issue.message}`);
    const field = issue.path.map(String).join('.');
    return t('engagement.problems.field', { field: fieldLabel(t, field) });
  });
  return [...new Set(messages)];
}

/** "segments.2.weight" -> "3. dilim: ağırlık" */
export function fieldLabel(t: TFunction, path: string): string {
  const parts = path.split('.');
  const words = parts.map((p) =>
    /^\d+$/.test(p)
      ? t('engagement.fields.nth', { n: Number(p) + 1 })
      : t(`engagement.fields.${p}`, p),
  );
  return words.join(' › ');
}
