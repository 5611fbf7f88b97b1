import type { ResourceKey } from 'i18next';
import { namespaceFile } from './namespace-names.ts';

export { namespaceFile };

/**
 * Every namespace file of both languages, found by path: each becomes a chunk of its own, loaded the
 * first time a page asks for its namespace in the active language. A new `zh-CN/<name>.ts` +
 * `en/<name>.ts` pair is picked up by the build with no registration.
 */
const files = import.meta.glob<Record<string, ResourceKey>>(['./zh-CN/*.ts', './en/*.ts', '!./**/*.test.ts']);

/** Every namespace file the build knows (for the naming check in the unit tests). */
export const knownNamespaceFiles = (): string[] => Object.keys(files);

/** Loads one namespace's texts in one language (the file exports a const named after the namespace). */
export const loadNamespace = async (language: string, namespace: string): Promise<ResourceKey> => {
  const path = namespaceFile(language, namespace);
  const load = files[path];
  if (!load) throw new Error(`i18n: no file ${path} for namespace "${namespace}"`);
  const texts = (await load())[namespace];
  if (!texts) throw new Error(`i18n: ${path} does not export "${namespace}"`);
  return texts;
};
