import 'i18next';
import type * as zhResources from './resources.ts';

/** Namespace name → the zh-CN shape (a plain object type, as i18next expects). */
type AppResources = { [Namespace in keyof typeof zhResources]: (typeof zhResources)[Namespace] };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: AppResources;
  }
}
