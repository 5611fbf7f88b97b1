import { describe, expect, it } from 'vitest';
import { knownNamespaceFiles, loadNamespace, namespaceFile } from './namespace-files.ts';

const LANGUAGES = ['zh-CN', 'en'] as const;

/** Every key path of a nested texts object, e.g. `portal.defaultTitle`. */
const keyPaths = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('i18n namespace files (loaded on demand, found without a registry)', () => {
  const zhFiles = knownNamespaceFiles().filter((path) => path.startsWith('./zh-CN/'));

  it('finds the namespace files through the glob', () => {
    expect(zhFiles).toContain('./zh-CN/common.ts');
    expect(zhFiles).toContain('./zh-CN/signup-admin.ts');
    expect(zhFiles.length).toBeGreaterThan(10);
  });

  it('has an English file beside every Chinese one, and no English-only file', () => {
    const en = knownNamespaceFiles()
      .filter((path) => path.startsWith('./en/'))
      .map((path) => path.replace('./en/', ''));
    expect(en.sort()).toEqual(zhFiles.map((path) => path.replace('./zh-CN/', '')).sort());
  });

  // A file whose export does not map back to it could never be loaded: rename the export or the file
  // (kebab-case of the export name), or add the pair to FILE_NAMES in namespace-files.ts.
  it.each(zhFiles)('%s exports one namespace that resolves back to the file', async (path) => {
    const module = (await import(/* @vite-ignore */ path)) as Record<string, unknown>;
    const names = Object.keys(module);
    expect(names).toHaveLength(1);
    for (const language of LANGUAGES)
      expect(namespaceFile(language, names[0]!)).toBe(path.replace('./zh-CN/', `./${language}/`));
  });

  it('loads one namespace in one language, with the same keys in both', async () => {
    const zh = await loadNamespace('zh-CN', 'signUpAdmin');
    const en = await loadNamespace('en', 'signUpAdmin');
    expect(keyPaths(en).sort()).toEqual(keyPaths(zh).sort());
    expect(JSON.stringify(en)).not.toEqual(JSON.stringify(zh));
  });

  it('refuses a namespace that has no file', async () => {
    await expect(loadNamespace('en', 'noSuchNamespace')).rejects.toThrow('./en/no-such-namespace.ts');
  });
});
