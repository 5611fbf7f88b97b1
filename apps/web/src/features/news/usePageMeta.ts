import { useEffect } from 'react';
import { applyDocumentMeta } from '../website/document-meta.ts';
import { useSiteSettings } from '../website/useSiteSettings.ts';

/** A page's own title ("page – site") and description while it is shown; the site's again after. */
export const usePageMeta = (title: string | undefined, description?: string) => {
  const settings = useSiteSettings();
  useEffect(() => {
    if (!title) return;
    const site = settings?.title?.trim();
    document.title = site ? `${title} - ${site}` : title;
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (description && meta) meta.content = description;
    return () => applyDocumentMeta(settings);
  }, [title, description, settings]);
};
