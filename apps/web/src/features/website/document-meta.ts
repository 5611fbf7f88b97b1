import { DEFAULT_PAGE_TITLE } from '@podium/contracts';
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

/** Spec §1/§8: title, description and icon come from the website settings, with the default title as fallback. */
export const applyDocumentMeta = (settings: SiteSettings | undefined): void => {
  document.title = settings?.title?.trim() || DEFAULT_PAGE_TITLE;
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
