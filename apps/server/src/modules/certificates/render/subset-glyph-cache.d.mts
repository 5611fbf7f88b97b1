export declare const useGlyphCache: (doc: PDFKit.PDFDocument) => void;
