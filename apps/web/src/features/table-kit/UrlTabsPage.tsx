import { Card, Tabs, type TabsProps } from 'antd';
import { useSearchParams } from 'react-router';
import './system-pages.css';

type UrlTabsPageProps = { defaultTab: string; items: NonNullable<TabsProps['items']> };

/** A system page made of tabs in one card; the open tab lives in `?tab=` so a reload or a link keeps it. */
export const UrlTabsPage = ({ defaultTab, items }: UrlTabsPageProps) => {
  const [params, setParams] = useSearchParams();
  return (
    <div className="sys-page">
      <Card variant="borderless">
        <Tabs
          activeKey={params.get('tab') ?? defaultTab}
          onChange={(tab) => setParams({ tab }, { replace: true })}
          items={items}
        />
      </Card>
    </div>
  );
};
