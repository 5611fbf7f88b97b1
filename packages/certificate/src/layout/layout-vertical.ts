import { LINE_HEIGHT, TEXT_PADDING } from '../constants.ts';
import type { TextElement } from '../model/element.ts';
import type { RichParagraph } from '../rich-text/types.ts';
import { ASCENT } from './layout-horizontal.ts';
import type { MeasureText } from './measure.ts';
import { resolveParagraph, resolveStyle, type StyledText } from './text-style.ts';
import type { TextPrimitive } from './types.ts';

type Cell = StyledText & { advance: number };

/**
 * Vertical writing (vertical-rl, characters upright): each paragraph starts a new column, columns run
 * right to left, and a column wraps when it would pass the box's inner height. Alignment works along
 * the column: left = top, center = middle, right = bottom.
 */
export const layoutVerticalText = (
  element: TextElement,
  paragraphs: RichParagraph[],
  measure: MeasureText,
): Omit<TextPrimitive, 'rotate' | 'origin'>[] => {
  const available = Math.max(0, element.height - 2 * TEXT_PADDING);
  const primitives: Omit<TextPrimitive, 'rotate' | 'origin'>[] = [];
  let columnRight = element.left + element.width - TEXT_PADDING;
  for (const paragraph of paragraphs) {
    const cells: Cell[] = resolveParagraph(element, paragraph).flatMap((run) =>
      [...run.text].map((char) => ({ ...run, text: char, advance: run.fontSize + run.letterSpacing })),
    );
    const columns: Cell[][] = [[]];
    for (const cell of cells) {
      const column = columns[columns.length - 1] as Cell[];
      const used = column.reduce((sum, c) => sum + c.advance, 0);
      if (column.length > 0 && used + cell.advance > available + 0.001) columns.push([cell]);
      else column.push(cell);
    }
    for (const column of columns) {
      const size =
        column.length > 0
          ? Math.max(...column.map((cell) => cell.fontSize))
          : (cells[0]?.fontSize ?? resolveStyle(element, {}).fontSize);
      const columnWidth = size * LINE_HEIGHT;
      const centre = columnRight - columnWidth / 2;
      const height = column.reduce((sum, cell) => sum + cell.advance, 0);
      const slack = available - height;
      let y =
        element.top +
        TEXT_PADDING +
        (paragraph.align === 'center' ? slack / 2 : paragraph.align === 'right' ? slack : 0);
      for (const cell of column) {
        const width = measure(cell.text, cell);
        primitives.push({
          kind: 'text',
          elementId: element.id,
          text: cell.text,
          x: centre - width / 2,
          y,
          baseline: y + ASCENT * cell.fontSize,
          width,
          fontFamily: cell.fontFamily,
          fontSize: cell.fontSize,
          color: cell.color,
          bold: cell.bold,
          italic: cell.italic,
          underline: cell.underline,
          letterSpacing: cell.letterSpacing,
          vertical: true,
        });
        y += cell.advance;
      }
      columnRight -= columnWidth;
    }
  }
  return primitives;
};
