import { API_BASE, CommonFileApi } from '@podium/contracts';
import { Upload } from 'tus-js-client';
import { currentHeaders } from '../../api/client.ts';

export type ResumableCallbacks = {
  onProgress: (sent: number, total: number) => void;
  onSuccess: (fileId: string) => void;
  onError: (message: string) => void;
};

/**
 * A tus upload to /common/upload/tus with the caller's token. Chunks of 8 MB; an interrupted upload is
 * found again by its fingerprint (kept in localStorage) and continues from the server's offset.
 */
export const startResumableUpload = (file: File, purpose: string, callbacks: ResumableCallbacks) => {
  const upload = new Upload(file, {
    endpoint: `${API_BASE}${CommonFileApi.tus}`,
    chunkSize: 8 * 1024 * 1024,
    retryDelays: [0, 1_000, 3_000, 5_000, 10_000, 20_000],
    metadata: { filename: file.name, purpose },
    // Read at each request, so a refreshed token or another group applies.
    onBeforeRequest: (request) => {
      for (const [name, value] of Object.entries(currentHeaders())) request.setHeader(name, value);
    },
    removeFingerprintOnSuccess: true,
    onProgress: callbacks.onProgress,
    onSuccess: () => callbacks.onSuccess(upload.url?.split('/').pop() ?? ''),
    onError: (error) => {
      const response = (error as { originalResponse?: { getBody: () => string } }).originalResponse;
      callbacks.onError(response?.getBody() || error.message);
    },
  });
  void upload.findPreviousUploads().then((previous) => {
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    upload.start();
  });
  return upload;
};
