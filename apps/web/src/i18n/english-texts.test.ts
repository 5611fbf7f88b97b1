import { cjkCharactersIn, glossaryMisses, SITE_NAME_EN } from '@podium/contracts';
import { describe, expect, it } from 'vitest';
import { knownNamespaceFiles } from './namespace-files.ts';

/**
 * English texts are written with English punctuation and no Chinese (issue 9: "Stage：", "、" in English
 * pages). Only true proper names may stay, each with its reason.
 */
const ALLOWED: Readonly<Record<string, string>> = {
  'common.languageZh':
    'the language switcher names each language in itself, so a Chinese reader finds “简体中文” in English',
};

/** Every string of a nested texts object with its key path. */
const strings = (value: unknown, prefix: string): [string, string][] =>
  typeof value === 'string'
    ? [[prefix, value]]
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, child]) => strings(child, `${prefix}.${key}`))
      : [];

const enFiles = knownNamespaceFiles().filter((path) => path.startsWith('./en/'));

describe('English namespace files', () => {
  it('are all found', () => expect(enFiles.length).toBeGreaterThan(10));

  it.each(enFiles)('%s has no Chinese characters or punctuation', async (path) => {
    const module = (await import(/* @vite-ignore */ path)) as Record<string, unknown>;
    const [[namespace, texts]] = Object.entries(module) as [[string, unknown]];
    const hits = strings(texts, namespace)
      .filter(([key, text]) => !ALLOWED[key] && cjkCharactersIn(text).length > 0)
      .map(([key, text]) => `${key}: ${text}`);
    expect(hits).toEqual([]);
  });

  // Issue 18: 赛项 read "Items" on some pages and "Event" on others, and the site had two English names.
  it.each(enFiles)(
    '%s uses the glossary’s English term wherever its Chinese text uses the term',
    async (path) => {
      const enModule = (await import(/* @vite-ignore */ path)) as Record<string, unknown>;
      const zhModule = (await import(/* @vite-ignore */ path.replace('./en/', './zh-CN/'))) as Record<
        string,
        unknown
      >;
      const [[namespace, enTexts]] = Object.entries(enModule) as [[string, unknown]];
      const english = new Map(strings(enTexts, namespace));
      const misses = strings(zhModule[namespace], namespace).flatMap(([key, zh]) => {
        const en = english.get(key) ?? english.get(`${key}_other`) ?? '';
        return glossaryMisses(zh, en).map((term) => `${key}: ${term} (${en})`);
      });
      expect(misses).toEqual([]);
    },
  );

  it('name the site by its one English name', async () => {
    const { common } = await import('./en/common.ts');
    expect(common.siteName).toBe(SITE_NAME_EN);
  });

  it('allows only keys that exist and still need it', async () => {
    for (const key of Object.keys(ALLOWED)) {
      const [namespace, ...rest] = key.split('.');
      const path = enFiles.find((p) =>
        p.endsWith(`/${namespace!.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`),
      )!;
      const module = (await import(/* @vite-ignore */ path)) as Record<string, Record<string, unknown>>;
      const text = rest.reduce<unknown>(
        (node, part) => (node as Record<string, unknown>)[part],
        module[namespace!],
      );
      expect(typeof text, key).toBe('string');
      expect(cjkCharactersIn(text as string).length, key).toBeGreaterThan(0);
    }
  });
});
