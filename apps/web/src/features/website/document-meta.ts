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

const setMetaContent = (attribute: 'name' | 'property', key: string, content: string): void => {
  upsertHeadElement('meta', `meta[${attribute}="${key}"]`, (el) => {
    el.setAttribute(attribute, key);
    el.content = content;
  });
};

/** The page's `<meta name="description">`, created when the document has none. */
export const setMetaDescription = (description: string): void =>
  setMetaContent('name', 'description', description);

/**
 * What a share from inside the page reads (WeChat's in-app browser takes the live document's tags):
 * og:title and og:description follow client-side navigation like the tab title does. The server writes
 * the same tags into the first HTML for previews that run no script.
 */
export const setShareMeta = (title: string, description: string): void => {
  setMetaContent('property', 'og:title', title);
  setMetaContent('property', 'og:description', description);
};

/**
 * Spec §1/§8: the icon comes from the website settings. Title and description are per page
 * (`DocumentMeta`: `页面名 - 站点名`, the page's own description or else the site's).
 */
export const applyDocumentMeta = (settings: SiteSettings | undefined): void => {
  const icon = settings?.iconUrl?.trim();
  if (icon) {
    upsertHeadElement('link', 'link[rel="icon"]', (el) => {
      el.rel = 'icon';
      el.href = icon;
    });
  }
};
