import type { SiteSettings } from './website-api.ts';

const upsertHeadElement = <K extends 'meta' | 'link'>(
  tag: K,
  selector: string,
  init: (el: HTMLElementTagNameMap[K]) => void,
) => {
  const existing = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  const el = existing ?? document.createElement(tag);
  init(el);
  if (!existing) document.head.append(el);
};

/**
 * Spec §1/§8: description and icon come from the website settings. The tab title is per page
 * (`DocumentTitle`, `页面名 - 站点名`).
 */
export const applyDocumentMeta = (settings: SiteSettings | undefined): void => {
  const description = settings?.description?.trim();
  if (description) {
    upsertHeadElement('meta', 'meta[name="description"]', (el) => {
      el.name = 'description';
      el.content = description;
    });
  }
  const icon = settings?.iconUrl?.trim();
  if (icon) {
    upsertHeadElement('link', 'link[rel="icon"]', (el) => {
      el.rel = 'icon';
      el.href = icon;
    });
  }
};
