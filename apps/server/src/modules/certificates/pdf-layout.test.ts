import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAwardWinnerTemplate, winnerRecordSchema } from '@podium/certificate';
import { drawPdf } from './render/draw-pdf.mjs';
import { certificateLayout } from './cert-render.ts';
import { threadFonts } from './render/render-pool.ts';

/**
 * What the organiser previews is what the winner gets: the PDF's text sits where `layoutDesign` put
 * it. The PDF is read back with poppler's pdftotext (Debian poppler-utils, installed by .ci/run), word
 * boxes compared with the layout's text runs, and the embedded fonts checked with pdffonts.
 */
describe('PDF rendering follows layoutDesign', () => {
  it(
    'places every text run where the layout says, in embedded subset fonts',
    { timeout: 60_000 },
    async () => {
      const record = winnerRecordSchema.parse({
        kind: 'work',
        awardName: '一等奖',
        schools: ['东海大学'],
        members: [{ name: '李同学' }],
        teachers: [{ name: '钱老师' }],
        workName: '山海经新编系列海报',
        holder: { name: '李同学' },
        certificateNumber: { prefix: 'DH-', body: '0001', suffix: '' },
      });
      const { layout } = await certificateLayout(
        createAwardWinnerTemplate(),
        { record, code: 'TESTCODE23456789', signature: 'sig' },
        'https://podium.example',
      );
      const pdf = await drawPdf({ layout, images: {}, info: { Title: 'test' } }, threadFonts());
      const dir = mkdtempSync(path.join(tmpdir(), 'cert-pdf-'));
      try {
        const file = path.join(dir, 'c.pdf');
        writeFileSync(file, pdf);
        const fonts = execFileSync('pdffonts', [file]).toString();
        expect(fonts).toMatch(/WenQuanYi|UMing|UKai/);
        expect(fonts).not.toMatch(/Type 3/);
        const html = execFileSync('pdftotext', ['-bbox', file, '-']).toString();
        const words = [
          ...html.matchAll(/xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g),
        ].map((m) => ({ x: Number(m[1]), yMin: Number(m[2]), yMax: Number(m[4]), text: m[5]! }));
        const runs = layout.pages[0]!.primitives.filter(
          (p): p is Extract<typeof p, { kind: 'text' }> =>
            p.kind === 'text' && !p.vertical && !p.rotate && p.text.trim() !== '',
        );
        expect(runs.length).toBeGreaterThan(3);
        let matched = 0;
        for (const run of runs) {
          const word = words.find(
            (w) => w.text.length > 0 && run.text.trim().startsWith(w.text) && Math.abs(w.x - run.x) < 2,
          );
          if (!word) continue;
          matched += 1;
          // The glyph box spans the baseline: it starts above it and ends at or just below it.
          expect(word.yMin).toBeLessThan(run.baseline);
          expect(Math.abs(word.yMax - run.baseline)).toBeLessThan(run.fontSize * 0.4);
        }
        expect(matched / runs.length).toBeGreaterThan(0.8);
        expect(words.map((w) => w.text).join('')).toContain('一等奖');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
