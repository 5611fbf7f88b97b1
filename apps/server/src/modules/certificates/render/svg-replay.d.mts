import type { LoadedFont } from './font-files.mjs';

export declare const drawSvg: (
  doc: PDFKit.PDFDocument,
  fonts: Record<string, LoadedFont>,
  svg: string,
  box: { x: number; y: number; width: number; height: number },
  options: Record<string, unknown>,
) => void;
