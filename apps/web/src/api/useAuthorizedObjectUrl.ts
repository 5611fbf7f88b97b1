import { useEffect, useState } from 'react';
import { currentHeaders } from './client.ts';

/**
 * A private file of the API (a draft's cover, a certificate's thumbnail) as an object URL, fetched with
 * the caller's token: a bare `<img src>` sends no Authorization header. `undefined` while loading or
 * without a URL, `null` when the server refused it; the object URL is released when the URL changes or
 * the component goes.
 */
export const useAuthorizedObjectUrl = (url: string | undefined): string | null | undefined => {
  const [objectUrl, setObjectUrl] = useState<{ for: string; src: string | null }>();
  useEffect(() => {
    if (!url) return;
    let revoked = false;
    let created: string | null = null;
    void fetch(url, { headers: currentHeaders() })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (revoked) return;
        created = blob ? URL.createObjectURL(blob) : null;
        setObjectUrl({ for: url, src: created });
      })
      .catch(() => !revoked && setObjectUrl({ for: url, src: null }));
    return () => {
      revoked = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [url]);
  if (!url) return undefined;
  return objectUrl?.for === url ? objectUrl.src : undefined;
};
