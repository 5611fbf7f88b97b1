import type { Envelope } from '@podium/contracts';
import { ApiError } from '../../api/api-error.ts';
import { applyCatalogue, headForHttpStatus, readEnvelopeHead } from '../../api/catalogue.ts';
import { apiUrl, currentHeaders, REQUEST_TIMEOUT_MS } from '../../api/client.ts';
import { reportTransportError, runtimeHandlers } from '../../api/runtime-handlers.ts';

/**
 * A multipart POST that reports upload progress (fetch cannot): big spreadsheets take a while to send on a
 * slow line, and the organiser sees how far it got. The answer goes through the same error catalogue as
 * every call — code 0 and 13017 resolve with the envelope, anything else rejects.
 */
export const uploadWithProgress = <T>(path: string, body: FormData, onProgress: (percent: number) => void) =>
  new Promise<Envelope<T>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    xhr.timeout = REQUEST_TIMEOUT_MS;
    for (const [name, value] of Object.entries(currentHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      onProgress(100);
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = null;
      }
      const ok = xhr.status >= 200 && xhr.status < 300;
      const head = readEnvelopeHead(json) ?? headForHttpStatus(ok ? 500 : xhr.status);
      const outcome = applyCatalogue(head, runtimeHandlers);
      if (outcome.kind === 'reject') reject(outcome.error);
      else resolve(json as Envelope<T>);
    };
    const fail = (kind: 'network' | 'timeout') => () => {
      reportTransportError(kind);
      reject(new ApiError(0, kind, true));
    };
    xhr.onerror = fail('network');
    xhr.ontimeout = fail('timeout');
    xhr.send(body);
  });
