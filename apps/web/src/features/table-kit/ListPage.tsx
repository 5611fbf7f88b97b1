import { Card } from 'antd';
import type { ReactNode } from 'react';
import './system-pages.css';

type ListPageProps = {
  /** The `SearchCard` above the list, if the list can be filtered. */
  search?: ReactNode;
  /** A panel beside the list (e.g. the organisation tree of the users); above it on phones. */
  aside?: ReactNode;
  /** The list itself, usually a `ListTable` (or `TreeTable`) with its toolbar. */
  children: ReactNode;
};

/**
 * The one frame of every list page in the desk: search card, then a card holding toolbar, table and
 * pagination; an optional side panel. Future pages compose it the same way:
 * `<ListPage search={<SearchCard …/>}><ListTable …/></ListPage>`.
 */
export const ListPage = ({ search, aside, children }: ListPageProps) => {
  const main = (
    <div className="sys-page list-page">
      {search}
      <Card variant="borderless" className="list-card">
        {children}
      </Card>
    </div>
  );
  if (!aside) return main;
  return (
    <div className="list-page-with-aside">
      <aside className="list-page-aside">{aside}</aside>
      {main}
    </div>
  );
};
