export declare const useGlyphCacheFor: (subset: unknown) => void;
export declare const useGlyphCache: (doc: PDFKit.PDFDocument) => void;
