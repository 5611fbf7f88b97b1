/**
 * The expert's watermark on previews: their name and the day, repeated diagonally. As a CSS background
 * (an SVG tile) over images and videos, and drawn into each rendered PDF page, so a screenshot or a saved
 * canvas carries it too.
 */
const TILE = { width: 260, height: 150 };
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A data URL of one tile of the watermark, for `background-image`. */
export const watermarkTile = (text: string) => {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE.width}" height="${TILE.height}">` +
    `<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" ` +
    `transform="rotate(-24 ${TILE.width / 2} ${TILE.height / 2})" ` +
    `font-family="sans-serif" font-size="16" fill="rgba(0,0,0,0.16)">${escapeXml(text)}</text></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
};

/** Draws the watermark over a rendered canvas (a PDF page), scaled to the canvas's pixel density. */
export const drawWatermark = (canvas: HTMLCanvasElement, text: string, scale: number) => {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.save();
  context.fillStyle = 'rgba(0, 0, 0, 0.14)';
  context.font = `${Math.round(16 * scale)}px sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const stepX = TILE.width * scale;
  const stepY = TILE.height * scale;
  for (let y = stepY / 2; y < canvas.height + stepY; y += stepY)
    for (let x = stepX / 2; x < canvas.width + stepX; x += stepX) {
      context.save();
      context.translate(x, y);
      context.rotate((-24 * Math.PI) / 180);
      context.fillText(text, 0, 0);
      context.restore();
    }
  context.restore();
};
