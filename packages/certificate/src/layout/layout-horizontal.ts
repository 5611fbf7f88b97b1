import { LINE_HEIGHT, TEXT_PADDING } from '../constants.ts';
import type { TextElement } from '../model/element.ts';
import type { RichParagraph } from '../rich-text/types.ts';
import { cannotEndLine, cannotStartLine, isSpaceUnit, splitBreakUnits } from './line-break.ts';
import type { MeasureText } from './measure.ts';
import { resolveParagraph, resolveStyle, sameResolvedStyle, type StyledText } from './text-style.ts';
import type { TextPrimitive } from './types.ts';

/** Ascent as a fraction of the font size: where the baseline sits in the em box. */
export const ASCENT = 0.88;
const EPSILON = 0.001;

type Piece = StyledText & { width: number };

const widthOf = (text: string, style: StyledText, measure: MeasureText) =>
  measure(text, style) + style.letterSpacing * [...text].length;

/** Break units of a paragraph; a word wider than the line is cut into characters. */
const toPieces = (runs: StyledText[], available: number, measure: MeasureText): Piece[] =>
  runs.flatMap((run) =>
    splitBreakUnits(run.text).flatMap((unit) => {
      const piece = { ...run, text: unit, width: widthOf(unit, run, measure) };
      if (piece.width <= available || [...unit].length === 1 || isSpaceUnit(unit)) return [piece];
      return [...unit].map((char) => ({ ...run, text: char, width: widthOf(char, run, measure) }));
    }),
  );

const total = (pieces: Piece[]) => pieces.reduce((sum, piece) => sum + piece.width, 0);

/** Greedy line filling with Chinese kinsoku: closing punctuation hangs, opening punctuation moves down. */
export const breakLines = (pieces: Piece[], available: number): Piece[][] => {
  const lines: Piece[][] = [];
  let current: Piece[] = [];
  let width = 0;
  let wrapped = false;
  const endLine = () => {
    while (current.length > 0 && isSpaceUnit(current[current.length - 1]?.text ?? '')) current.pop();
    lines.push(current);
    current = [];
    width = 0;
    wrapped = true;
  };
  const add = (piece: Piece) => {
    current.push(piece);
    width += piece.width;
  };
  for (const piece of pieces) {
    const isSpace = isSpaceUnit(piece.text);
    if (isSpace && current.length === 0 && wrapped) continue;
    const fits = width + piece.width <= available + EPSILON;
    if (fits || current.length === 0 || cannotStartLine(piece.text)) {
      add(piece);
      continue;
    }
    if (isSpace) {
      endLine();
      continue;
    }
    const carried: Piece[] = [];
    while (current.length > 1 && cannotEndLine(current[current.length - 1]?.text ?? '')) {
      carried.unshift(current.pop() as Piece);
    }
    endLine();
    for (const moved of [...carried, piece]) add(moved);
  }
  endLine();
  return lines;
};

/** Neighbouring pieces in one style become one run. */
const mergePieces = (pieces: Piece[]): Piece[] =>
  pieces.reduce<Piece[]>((runs, piece) => {
    const previous = runs[runs.length - 1];
    if (previous && sameResolvedStyle(previous, piece)) {
      runs[runs.length - 1] = {
        ...previous,
        text: previous.text + piece.text,
        width: previous.width + piece.width,
      };
    } else runs.push({ ...piece });
    return runs;
  }, []);

/** Lines of a horizontal text element, top to bottom, in logical units. */
export const layoutHorizontalText = (
  element: TextElement,
  paragraphs: RichParagraph[],
  measure: MeasureText,
): Omit<TextPrimitive, 'rotate' | 'origin'>[] => {
  const available = Math.max(0, element.width - 2 * TEXT_PADDING);
  const primitives: Omit<TextPrimitive, 'rotate' | 'origin'>[] = [];
  let lineTop = element.top + TEXT_PADDING;
  for (const paragraph of paragraphs) {
    const runs = resolveParagraph(element, paragraph);
    const emptySize = runs[0]?.fontSize ?? resolveStyle(element, {}).fontSize;
    for (const line of breakLines(toPieces(runs, available, measure), available)) {
      const size = line.length > 0 ? Math.max(...line.map((piece) => piece.fontSize)) : emptySize;
      const lineHeight = size * LINE_HEIGHT;
      const baseline = lineTop + (lineHeight - size) / 2 + ASCENT * size;
      const slack = available - total(line);
      const shift = paragraph.align === 'center' ? slack / 2 : paragraph.align === 'right' ? slack : 0;
      let x = element.left + TEXT_PADDING + shift;
      for (const run of mergePieces(line)) {
        primitives.push({
          kind: 'text',
          elementId: element.id,
          text: run.text,
          x,
          y: baseline - ASCENT * run.fontSize,
          baseline,
          width: run.width,
          fontFamily: run.fontFamily,
          fontSize: run.fontSize,
          color: run.color,
          bold: run.bold,
          italic: run.italic,
          underline: run.underline,
          letterSpacing: run.letterSpacing,
          vertical: false,
        });
        x += run.width;
      }
      lineTop += lineHeight;
    }
  }
  return primitives;
};
