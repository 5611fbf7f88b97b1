import { CERTIFICATE_ASSETS, winnerRecordSchema, type WinnerRecord } from '@podium/certificate';
import {
  CertificateApi,
  type CertNumberKind,
  type PageResult,
  type PreviewWinnerRecord,
  type PreviewWinnerRow,
} from '@podium/contracts';
import { get, send } from '../../api/client.ts';

/** A real winner chosen for the preview, and what the server fills the design with for them. */
export type WinnerPreview = {
  entryId: string;
  winnerName: string;
  numberKind?: CertNumberKind;
  certNo: string;
  /** The record with the QR placeholder: the browser never draws a verification QR. */
  record: WinnerRecord;
};

export const winnerPreviewKeys = {
  all: ['certificate-preview-winners'] as const,
  search: (keyword: string) => [...winnerPreviewKeys.all, 'search', keyword] as const,
  record: (designId: string, entryId: string, numberKind: string) =>
    [...winnerPreviewKeys.all, 'record', designId, entryId, numberKind] as const,
};

export const winnerPreviewApi = {
  /** Award lines in reach, by winner, school, team or work name. */
  search: (keyword: string) =>
    get<PageResult<PreviewWinnerRow>>(CertificateApi.previewWinners, {
      keyword: keyword || undefined,
      pageSize: 20,
    }),
  /** The values issuing would fill a saved design with for this line (a sample number, nothing taken). */
  record: async (designId: string, entryId: string, numberKind?: CertNumberKind) => {
    const data = await get<PreviewWinnerRecord>(CertificateApi.previewWinnerRecord, {
      designId,
      entryId,
      numberKind,
    });
    return {
      certNo: data.certNo,
      record: winnerRecordSchema.parse({ ...data.record, qrCodeSrc: CERTIFICATE_ASSETS.qrPlaceholder }),
    };
  },
  /** The exact PDF the winner would get from the saved design, as a Blob. */
  pdf: async (designId: string, entryId: string, numberKind?: CertNumberKind) => {
    const response = await send(
      CertificateApi.previewWinner,
      { method: 'GET', params: { designId, entryId, numberKind } },
      'application/pdf',
    );
    if (!response.ok || !response.headers.get('content-type')?.includes('pdf')) {
      throw new Error('preview unavailable');
    }
    return response.blob();
  },
};

/** Saves a Blob under a file name, as a download (the browser's own save, no new window). */
export const downloadBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
