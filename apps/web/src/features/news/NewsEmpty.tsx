import { FileSearchOutlined } from '@ant-design/icons';

type NewsEmptyProps = { title: string; hint?: string };

/** What a list shows when it has nothing: an icon, a sentence, and what to try. */
export const NewsEmpty = ({ title, hint }: NewsEmptyProps) => (
  <div className="news-empty" role="status">
    <FileSearchOutlined className="news-empty-icon" aria-hidden />
    <p className="news-empty-title">{title}</p>
    {hint && <p className="news-empty-hint">{hint}</p>}
  </div>
);
