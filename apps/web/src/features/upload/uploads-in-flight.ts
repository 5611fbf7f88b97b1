import { message } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Uploads under way on this page, by key. A form that saved while one of its files was still on its way
 * saved without it and said "saved": the file was lost without a word. Forms with upload fields ask
 * `useUploadGuard` before they save.
 */
const inFlight = new Set<string>();

export const uploadsInFlight = () => inFlight.size;

/**
 * One upload field's part: `started(uid)` / `ended(uid)` as antd reports each file; whatever it still holds
 * is let go when the field goes (a dialog closed mid-upload does not block the next form for ever).
 */
export const useUploadTracking = (field: string) => {
  const own = useRef(new Set<string>());
  useEffect(() => {
    const keys = own.current;
    return () => {
      for (const key of keys) inFlight.delete(key);
      keys.clear();
    };
  }, []);
  return {
    started: (uid: string) => {
      const key = `${field}:${uid}`;
      own.current.add(key);
      inFlight.add(key);
    },
    ended: (uid: string) => {
      const key = `${field}:${uid}`;
      own.current.delete(key);
      inFlight.delete(key);
    },
  };
};

/** Before a save: true (and a warning saying why) while a file is still uploading, so the caller waits. */
export const useUploadGuard = () => {
  const { t } = useTranslation('upload');
  return () => {
    if (uploadsInFlight() === 0) return false;
    void message.warning(t('stillUploading'));
    return true;
  };
};
