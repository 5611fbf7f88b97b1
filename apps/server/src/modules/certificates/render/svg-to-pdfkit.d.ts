// svg-to-pdfkit ships no types; the equivalence test calls it directly as the reference drawing.
declare module 'svg-to-pdfkit' {
  const SVGtoPDF: (
    doc: PDFKit.PDFDocument,
    svg: string,
    x: number,
    y: number,
    options?: Record<string, unknown>,
  ) => void;
  export default SVGtoPDF;
}
