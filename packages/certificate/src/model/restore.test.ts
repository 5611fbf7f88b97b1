import { describe, expect, it } from 'vitest';
import { twoSlideDesign } from '../testing/fixtures.ts';
import { DESIGN_VERSION } from './design.ts';
import { DesignValidationError } from './errors.ts';
import { parseDesign, restoreDesign } from './restore.ts';
import { UPGRADES } from './upgrade.ts';

const catchError = (run: () => unknown): DesignValidationError => {
  try {
    run();
  } catch (error) {
    if (error instanceof DesignValidationError) return error;
    throw error;
  }
  throw new Error('expected a DesignValidationError');
};

describe('restoreDesign', () => {
  it('fills every default of a minimal document', () => {
    const design = restoreDesign({
      version: 1,
      slides: [
        {
          id: 's1',
          elements: [
            { id: 'a', type: 'text', left: 1, top: 2, width: 3, height: 4 },
            { id: 'b', type: 'image', left: 0, top: 0, width: 10, height: 10, src: '/x.png' },
          ],
        },
      ],
    });
    expect(design.title).toBe('未命名证书');
    expect(design.viewportRatio).toBe(0.7085);
    expect(design.currentSlideIndex).toBe(0);
    expect(design.slides[0]?.elements[0]).toEqual({
      id: 'a',
      type: 'text',
      name: '',
      left: 1,
      top: 2,
      width: 3,
      height: 4,
      rotate: 0,
      content: '',
      contentText: '',
      fontSize: 20,
      fontFamily: '微软雅黑',
      defaultFontName: '微软雅黑',
      defaultColor: '#333',
      bold: false,
      vertical: false,
    });
    expect(design.slides[0]?.elements[1]).toMatchObject({
      type: 'image',
      fixedRatio: true,
      rotate: 0,
      name: '',
    });
  });

  it('falls back to the untitled title for empty, blank or null titles', () => {
    for (const title of ['', '   ', null, undefined]) {
      expect(restoreDesign({ version: 1, title, slides: [{ id: 's', elements: [] }] }).title).toBe(
        '未命名证书',
      );
    }
    expect(restoreDesign({ version: 1, title: ' 获奖证书 ', slides: [] }).title).toBe('获奖证书');
  });

  it('gives a design without slides one empty slide, and missing ids new ones', () => {
    const design = restoreDesign({ version: 1 });
    expect(design.slides).toHaveLength(1);
    expect(design.slides[0]?.id).toMatch(/^[\w-]{21}$/);
    const withElement = restoreDesign({
      version: 1,
      slides: [{ elements: [{ type: 'text', left: 0, top: 0, width: 1, height: 1 }] }],
    });
    expect(withElement.slides[0]?.elements[0]?.id).toMatch(/^[\w-]{21}$/);
  });

  it('derives the plain text of rich text that has none', () => {
    const design = restoreDesign({
      version: 1,
      slides: [
        {
          id: 's',
          elements: [
            {
              id: 't',
              type: 'text',
              left: 0,
              top: 0,
              width: 1,
              height: 1,
              content: '<p>荣誉</p><p>证书 &amp; 奖</p>',
            },
          ],
        },
      ],
    });
    expect(design.slides[0]?.elements[0]).toMatchObject({ contentText: '荣誉\n证书 & 奖' });
  });

  it('clamps a current slide index outside the slides', () => {
    const doc = { ...twoSlideDesign(), currentSlideIndex: 7 };
    expect(restoreDesign(doc).currentSlideIndex).toBe(1);
    expect(restoreDesign({ ...doc, currentSlideIndex: -3 }).currentSlideIndex).toBe(0);
  });

  it('drops editor state (selection, zoom) that is not part of the document', () => {
    const design = restoreDesign({
      ...twoSlideDesign(),
      selectedElementIds: ['t1'],
      zoom: 2,
      activeTool: 'text',
    });
    expect(Object.keys(design).sort()).toEqual([
      'currentSlideIndex',
      'slides',
      'title',
      'version',
      'viewportRatio',
    ]);
  });

  it('stores rich text in its canonical, script-free form', () => {
    const design = restoreDesign({
      version: 1,
      slides: [
        {
          id: 's',
          elements: [
            {
              id: 't',
              type: 'text',
              left: 0,
              top: 0,
              width: 1,
              height: 1,
              content: '<p>奖<img src=x onerror=alert(1)></p>',
            },
          ],
        },
      ],
    });
    expect(design.slides[0]?.elements[0]).toMatchObject({ content: '<p>奖</p>', contentText: '奖' });
  });

  it('refuses images from other hosts', () => {
    const doc = (src: string) => ({
      version: 1,
      slides: [
        { id: 's', elements: [{ id: 'i', type: 'image', left: 0, top: 0, width: 1, height: 1, src }] },
      ],
    });
    for (const src of [
      'https://cdn.example.com/seal.png',
      '//cdn.example.com/a.png',
      'javascript:alert(1)',
      'data:text/html;base64,AA',
    ]) {
      expect(catchError(() => restoreDesign(doc(src))).issues).toEqual([
        {
          path: 'slides[0].elements[0].src',
          message: 'expected a path Podium serves (/…) or a data:image URL',
        },
      ]);
    }
    for (const src of ['', '/files/a.png', 'data:image/svg+xml;base64,PHN2Zz4=']) {
      expect(restoreDesign(doc(src)).slides[0]?.elements[0]).toMatchObject({ src });
    }
  });

  it('keeps a valid design as it is', () => {
    const design = twoSlideDesign();
    expect(restoreDesign(JSON.parse(JSON.stringify(design)))).toEqual(design);
  });

  it('upgrades a v0 document (no version, slideIndex, writingMode) to v1', () => {
    expect(Object.keys(UPGRADES)).toEqual(['0']);
    const design = restoreDesign({
      title: '旧证书',
      slideIndex: 1,
      slides: [
        { id: 's1', elements: [] },
        {
          id: 's2',
          elements: [
            {
              id: 'v',
              type: 'text',
              left: 0,
              top: 0,
              width: 50,
              height: 300,
              writingMode: 'vertical-rl',
              content: '<p>竖排</p>',
            },
            { id: 'h', type: 'text', left: 0, top: 0, width: 50, height: 30, writingMode: 'horizontal-tb' },
          ],
        },
      ],
    });
    expect(design.version).toBe(DESIGN_VERSION);
    expect(design.currentSlideIndex).toBe(1);
    expect(design.slides[1]?.elements[0]).toMatchObject({ vertical: true, contentText: '竖排' });
    expect(design.slides[1]?.elements[1]).toMatchObject({ vertical: false });
    expect(design.slides[1]?.elements[0]).not.toHaveProperty('writingMode');
    expect(design).not.toHaveProperty('slideIndex');
  });

  it('refuses documents newer than it understands', () => {
    const error = catchError(() => restoreDesign({ version: 2, slides: [] }));
    expect(error.issues).toEqual([
      { path: 'version', message: 'version 2 is newer than this Podium understands (1)' },
    ]);
  });

  it('refuses what is not a design object', () => {
    for (const input of [null, 'x', 3, []]) {
      expect(catchError(() => restoreDesign(input)).message).toBe(
        'Invalid certificate design: expected a design object',
      );
    }
    expect(catchError(() => restoreDesign({ version: 'one' })).issues[0]?.path).toBe('version');
  });

  it('names every wrong field with its path', () => {
    const error = catchError(() =>
      restoreDesign({
        version: 1,
        viewportRatio: -1,
        slides: [
          {
            id: 's',
            elements: [
              { id: 'a', type: 'text', left: 'x', top: 0, width: 1, height: 1 },
              { id: 'b', type: 'shape', left: 0, top: 0, width: 1, height: 1 },
              { id: 'c', type: 'text', left: 0, top: 0, width: 1, height: 1, code: 'nope', color: 'bright' },
            ],
          },
        ],
      }),
    );
    const paths = error.issues.map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'viewportRatio',
        'slides[0].elements[0].left',
        'slides[0].elements[1].type',
        'slides[0].elements[2].code',
        'slides[0].elements[2].color',
      ]),
    );
    expect(error.message).toMatch(/^Invalid certificate design: /);
    expect(error.issues.find((i) => i.path === 'slides[0].elements[2].color')?.message).toBe(
      'expected a colour such as #333 or rgba(0, 0, 0, 0.5)',
    );
  });

  it('refuses duplicate slide and element ids', () => {
    const error = catchError(() =>
      restoreDesign({
        version: 1,
        slides: [
          { id: 's', elements: [image('e'), image('e')] },
          { id: 's', elements: [] },
        ],
      }),
    );
    expect(error.issues).toEqual([
      { path: 'slides[0].elements[1].id', message: 'duplicate element id e' },
      { path: 'slides[1].id', message: 'duplicate slide id s' },
    ]);
  });
});

describe('parseDesign', () => {
  it('validates today’s format without upgrading', () => {
    expect(parseDesign(twoSlideDesign()).slides).toHaveLength(2);
    expect(() => parseDesign({ slides: [{ id: 's', elements: [] }] })).toThrow(DesignValidationError);
    expect(() => parseDesign({ ...twoSlideDesign(), currentSlideIndex: 2 })).toThrow(
      'currentSlideIndex: must be below the number of slides (2)',
    );
  });
});

function image(id: string) {
  return { id, type: 'image', left: 0, top: 0, width: 1, height: 1, src: '/a.png' };
}
