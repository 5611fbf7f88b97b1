import type { DesignLayout } from '@podium/certificate';
import type { LoadedFont } from './font-files.mjs';

export type RenderImage =
  { data: Uint8Array } | { svg: string } | { qr: { size: number; modules: Uint8Array } };
export type RenderJob = {
  layout: DesignLayout;
  images: Record<string, RenderImage> | { get: (src: string) => RenderImage | undefined };
  title: string;
};
export declare const drawPdf: (job: RenderJob, fonts: Record<string, LoadedFont>) => Promise<Buffer>;
