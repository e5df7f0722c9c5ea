// The three locale files have exactly the same keys, and every key the web app uses exists.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import tk from '@talih/i18n/locales/tk.json';
import en from '@talih/i18n/locales/en.json';
import zh from '@talih/i18n/locales/zh-CN.json';

function keys(obj: unknown, prefix = ''): string[] {
  if (!obj || typeof obj !== 'object') return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Keys written twice in one object of a JSON text (JSON.parse keeps the last one silently). */
function duplicateKeys(text: string): string[] {
  const stack: Set<string>[] = [];
  const dups: string[] = [];
  const token = /"((?:[^"\\]|\\.)*)"\s*(:)?|[{}]/g;
  for (let m = token.exec(text); m; m = token.exec(text)) {
    if (m[0] === '{') stack.push(new Set());
    else if (m[0] === '}') stack.pop();
    else if (m[2]) {
      const seen = stack.at(-1)!;
      if (seen.has(m[1]!)) dups.push(m[1]!);
      seen.add(m[1]!);
    }
  }
  return dups;
}

describe('locales', () => {
  it('writes no key twice in one object (a merge can leave both lines)', () => {
    for (const name of ['tk', 'en', 'zh-CN']) {
      const file = join(import.meta.dirname, `../../../../packages/i18n/locales/${name}.json`);
      expect([name, duplicateKeys(readFileSync(file, 'utf8'))]).toEqual([name, []]);
    }
    expect(duplicateKeys('{"a": {"b": "x", "b": "y"}, "c": "b"}')).toEqual(['b']);
  });

  const tkKeys = keys(tk).sort();

  it('en and zh-CN have exactly the keys of tk', () => {
    expect(keys(en).sort()).toEqual(tkKeys);
    expect(keys(zh).sort()).toEqual(tkKeys);
  });

  it('has no empty strings', () => {
    for (const file of [tk, en, zh]) {
      const empty = keys(file).filter((k) => {
        const value = k
          .split('.')
          .reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], file);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('defines every literal key the web app uses', () => {
    const srcDir = join(import.meta.dirname, '..');
    const used = new Set<string>();
    const pattern = /\b(?:t\(|title: |title=)'((?:[a-zA-Z]+\.)+[a-zA-Z]+)'/g;
    for (const file of sourceFiles(srcDir)) {
      for (const m of readFileSync(file, 'utf8').matchAll(pattern)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(40);
    const known = new Set(tkKeys);
    expect([...used].filter((k) => !known.has(k))).toEqual([]);
  });
});
