import { Avatar, Card, Empty, List } from 'antd';
import { formatBeijing } from '../beijing-time/beijing-time.ts';
import type { WorkbenchOverview } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { useLogLabels } from '../logs/useLogLabels.ts';

/** The acting group's latest writes (operation log), operators' names masked by the server. */
export const ActivityCard = ({
  overview,
  loading,
}: {
  overview: WorkbenchOverview | undefined;
  loading: boolean;
}) => {
  const { t } = useTranslation('desk');
  const labels = useLogLabels();
  const rows = overview?.activity ?? [];
  return (
    <Card
      title={
        <h2 className="card-heading">
          {overview?.scope === 'own' ? t('workbench.myActivity') : t('workbench.activity')}
        </h2>
      }
      variant="borderless"
      className="workbench-card"
      loading={loading}
    >
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workbench.noActivity')} />
      ) : (
        <List
          size="small"
          dataSource={rows}
          renderItem={(row) => (
            <List.Item key={`${row.at}-${row.module}-${row.action}`}>
              <List.Item.Meta
                avatar={<Avatar size="small">{[...row.who][0]}</Avatar>}
                title={t('workbench.activityLine', {
                  who: row.who,
                  action: labels.action(row.action),
                  module: labels.module(row.module),
                })}
                description={formatBeijing(row.at)}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
};
