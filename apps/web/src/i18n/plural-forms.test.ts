import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { center } from './en/center.ts';
import { knownNamespaceFiles } from './namespace-files.ts';

/** Every key of a nested texts object with its key path and string. */
const strings = (value: unknown, prefix: string): [string, string][] =>
  typeof value === 'string'
    ? [[prefix, value]]
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, child]) => strings(child, prefix ? `${prefix}.${key}` : key))
      : [];

const enFiles = knownNamespaceFiles().filter((path) => path.startsWith('./en/'));

describe('English plural forms (key_one beside key)', () => {
  it('are picked by the count a call passes, with the plain key as the other form', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { center } }, interpolation: { escapeValue: false } });
    expect(i18n.t('center:competition.members', { count: 1 })).toBe('1 member');
    expect(i18n.t('center:competition.members', { count: 3 })).toBe('3 members');
  });

  it.each(enFiles)('%s: each plural form names its count and stands beside its plain key', async (path) => {
    const module = (await import(/* @vite-ignore */ path)) as Record<string, unknown>;
    const [[, texts]] = Object.entries(module) as [[string, unknown]];
    const all = new Map(strings(texts, ''));
    const wrong = [...all]
      .filter(([key]) => /_(one|other)$/.test(key))
      .filter(([key, text]) => !all.has(key.replace(/_(one|other)$/, '')) || !text.includes('{{count}}'))
      .map(([key]) => key);
    expect(wrong).toEqual([]);
  });
});
