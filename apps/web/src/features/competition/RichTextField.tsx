import { RichTextField as SharedRichTextField } from '../news/RichTextField.tsx';

type Props = { value?: string; onChange?: (value: string) => void; ariaLabel: string };

/**
 * Rich text of a competition (introduction, rules, guide): the shared lazy TipTap editor of the news
 * area. The server still sanitises whatever arrives with its allow-list, so nothing unsafe is stored.
 */
export const RichTextField = ({ value, onChange, ariaLabel }: Props) => (
  <SharedRichTextField value={value} onChange={onChange} ariaLabel={ariaLabel} />
);
