/**
 * The type of an English namespace file: the Chinese file's keys (zh-CN is the source), each string
 * optionally joined by its English plural forms `key_one` / `key_other`. i18next picks those by the
 * `count` a call passes ("1 member", "3 members") and falls back to `key`; Chinese has no plural forms.
 */
export type English<T> = {
  [K in keyof T]: T[K] extends string ? string : English<T[K]>;
} & {
  [K in keyof T as T[K] extends string ? `${K & string}_one` | `${K & string}_other` : never]?: string;
};
