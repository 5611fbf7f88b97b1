import { useEffect } from 'react';
import { applyDocumentMeta } from './document-meta.ts';
import { useSiteSettings } from './useSiteSettings.ts';

/** Starts the settings load at app start and keeps the favicon in step (title and description: DocumentMeta). */
export const WebsiteMetaSync = () => {
  const settings = useSiteSettings();
  useEffect(() => applyDocumentMeta(settings), [settings]);
  return null;
};
