import { Input } from 'antd';

type Props = { value?: string; onChange?: (value: string) => void; id?: string };

/**
 * Rich text of a competition (introduction, rules, guide). Until the shared TipTap editor lands this is an
 * HTML text area; the server sanitises whatever arrives with its allow-list, so nothing unsafe is stored.
 */
export const RichTextField = ({ value, onChange, id }: Props) => (
  <Input.TextArea
    id={id}
    value={value}
    onChange={(e) => onChange?.(e.target.value)}
    autoSize={{ minRows: 4, maxRows: 16 }}
    style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 }}
  />
);
