/** Styling a run of rich text may set itself; anything unset comes from its element. */
export type RunStyle = {
  fontSize?: number;
  color?: string;
  fontFamily?: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  /** Extra space after every character, in logical units. */
  letterSpacing?: number;
};

export type TextAlign = 'left' | 'center' | 'right';

export type RichRun = { text: string; style: RunStyle };
export type RichParagraph = { align?: TextAlign; runs: RichRun[] };
