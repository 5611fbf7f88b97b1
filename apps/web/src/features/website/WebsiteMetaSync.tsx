import { useEffect } from 'react';
import { applyDocumentMeta } from './document-meta.ts';
import { useSiteSettings } from './useSiteSettings.ts';

/** Starts the settings load at app start and keeps <title>, description and favicon in step. */
export const WebsiteMetaSync = () => {
  const settings = useSiteSettings();
  useEffect(() => applyDocumentMeta(settings), [settings]);
  return null;
};
