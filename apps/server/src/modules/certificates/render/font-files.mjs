// Where the certificate fonts come from: open fonts from Debian packages, found by path (see
// docs/certificates.md). Plain JavaScript: the render worker imports it without any TS loader.
import { existsSync } from 'node:fs';
import * as fontkit from 'fontkit';

const FONT_DIR = process.env.CERT_FONT_DIR || '/usr/share/fonts/truetype';

/**
 * Design family → the open font that stands in for it. 微软雅黑 and SimHei: WenQuanYi Zen Hei (a
 * heiti); SimSun and FangSong: AR PL UMing (a mingti/songti — there is no open fangsong in Debian);
 * KaiTi: AR PL UKai. Each file is a TrueType collection; `face` picks the simplified-Chinese member.
 */
export const FONT_FILES = {
  微软雅黑: { file: 'wqy/wqy-zenhei.ttc', face: 'WenQuanYiZenHei', pkg: 'fonts-wqy-zenhei' },
  SimHei: { file: 'wqy/wqy-zenhei.ttc', face: 'WenQuanYiZenHei', pkg: 'fonts-wqy-zenhei' },
  SimSun: { file: 'arphic/uming.ttc', face: 'UMingCN', pkg: 'fonts-arphic-uming' },
  FangSong: { file: 'arphic/uming.ttc', face: 'UMingCN', pkg: 'fonts-arphic-uming' },
  KaiTi: { file: 'arphic/ukai.ttc', face: 'UKaiCN', pkg: 'fonts-arphic-ukai' },
};
export const DEFAULT_FAMILY = '微软雅黑';

/** Every font file, with a clear error naming the Debian package when one is missing. */
export const checkFontFiles = () => {
  const missing = Object.values(FONT_FILES).filter((f) => !existsSync(`${FONT_DIR}/${f.file}`));
  if (missing.length > 0) {
    const packages = [...new Set(missing.map((f) => f.pkg))].join(' ');
    throw new Error(
      `Certificate fonts missing: ${missing.map((f) => `${FONT_DIR}/${f.file}`).join(', ')}. ` +
        `Install them with: apt-get install ${packages} (or set CERT_FONT_DIR).`,
    );
  }
};

/**
 * Parses each font file once (per process or worker): fontkit objects are handed to pdfkit as they
 * are, so no certificate re-parses a 17 MB collection.
 */
export const loadFonts = () => {
  checkFontFiles();
  const collections = new Map();
  const fonts = {};
  for (const [family, spec] of Object.entries(FONT_FILES)) {
    const path = `${FONT_DIR}/${spec.file}`;
    if (!collections.has(path)) collections.set(path, fontkit.openSync(path));
    const collection = collections.get(path);
    fonts[family] = collection.fonts
      ? (collection.fonts.find((f) => f.postscriptName === spec.face) ?? collection.fonts[0])
      : collection;
  }
  return fonts;
};
