export declare const THUMB_WIDTH: number;
export declare const pdfThumbnail: (pdf: Buffer, width?: number) => Promise<Buffer>;
