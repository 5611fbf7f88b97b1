export type LoadedFont = {
  unitsPerEm: number;
  glyphForCodePoint(codePoint: number): { advanceWidth: number; id: number };
  layout(text: string): unknown;
};
export declare const FONT_FILES: Record<string, { file: string; face: string; pkg: string }>;
export declare const DEFAULT_FAMILY: string;
export declare const checkFontFiles: () => void;
export declare const loadFonts: () => Record<string, LoadedFont>;
