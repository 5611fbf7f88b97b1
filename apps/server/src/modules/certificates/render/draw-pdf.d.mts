import type { DesignLayout } from '@podium/certificate';
import type { LoadedFont } from './font-files.mjs';

export type RenderImage =
  { data: Uint8Array } | { svg: string } | { qr: { size: number; modules: Uint8Array } };
/** The PDF's document information (what a reader's "properties" shows); empty entries are left out. */
export type PdfInfo = {
  Title: string;
  Author?: string;
  Subject?: string;
  Keywords?: string;
  /** The document's creation date (an issued certificate's issue moment); pdfkit's default is now. */
  CreationDate?: Date;
};
export type RenderJob = {
  layout: DesignLayout;
  images: Record<string, RenderImage> | { get: (src: string) => RenderImage | undefined };
  info: PdfInfo;
};
export declare const drawPdf: (job: RenderJob, fonts: Record<string, LoadedFont>) => Promise<Buffer>;
