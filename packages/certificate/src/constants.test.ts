import { describe, expect, it } from 'vitest';
import {
  CANVAS_PERCENTAGE,
  CANVAS_SCALE,
  CERTIFICATE_ASSETS,
  DEFAULT_TEXT_COLOR,
  DEFAULT_VIEWPORT_RATIO,
  EDITOR_DEFAULTS,
  FONT_FAMILIES,
  FONT_SIZES,
  QR_SIZE,
  SEAL_SIZE,
  UNTITLED_DESIGN_TITLE,
} from './constants.ts';

describe('constants of spec §3 and §9', () => {
  it('has the sizes, ratio and editor defaults of the spec', () => {
    expect(DEFAULT_VIEWPORT_RATIO).toBe(0.7085);
    expect(DEFAULT_TEXT_COLOR).toBe('#333');
    expect(UNTITLED_DESIGN_TITLE).toBe('未命名证书');
    expect(FONT_SIZES).toEqual({
      awardName: 80,
      label: 20,
      portraitHeading: 36,
      value: 24,
      personalNameSmall: 32,
      personalNameLarge: 48,
      certNumberLabel: 14,
      certNumberPart: 12,
    });
    expect(QR_SIZE).toEqual({ width: 120, height: 120 });
    expect(SEAL_SIZE).toEqual({ width: 174, height: 174 });
    expect([CANVAS_PERCENTAGE, CANVAS_SCALE]).toEqual([90, 1]);
    expect(EDITOR_DEFAULTS).toEqual({
      color: '#000',
      fontSize: 20,
      align: 'left',
      backgroundColor: '',
      fontName: '微软雅黑',
    });
    expect(FONT_FAMILIES).toEqual(['微软雅黑', 'SimSun', 'SimHei', 'KaiTi', 'FangSong']);
  });

  it('serves template artwork from Podium itself', () => {
    for (const path of Object.values(CERTIFICATE_ASSETS))
      expect(path).toMatch(/^\/certificate-assets\/[a-z-]+\.svg$/);
  });
});
