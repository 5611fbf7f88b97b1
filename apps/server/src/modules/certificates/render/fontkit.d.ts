// fontkit ships no types. What TypeScript code here reads of it: the API test parses the subsets the
// designer gets; the renderer's own use (plain JavaScript) needs none.
declare module 'fontkit' {
  export type FontkitGlyph = { id: number; advanceWidth: number; path: { toSVG(): string } };
  export type FontkitFont = {
    numGlyphs: number;
    unitsPerEm: number;
    familyName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    glyphForCodePoint(codePoint: number): FontkitGlyph;
  };
  export const create: (buffer: Uint8Array) => FontkitFont;
}
