// The three interface languages the launch URL may ask for; anything else falls back to Turkish.
export const LANGS = ['tk', 'en', 'zh-CN'] as const;
export type Lang = (typeof LANGS)[number];

export function toLang(value: unknown): Lang {
  return (LANGS as readonly unknown[]).includes(value) ? (value as Lang) : 'tk';
}
