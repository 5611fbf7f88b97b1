import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, List, Skeleton, Space, Tag, Typography } from 'antd';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { worksApi, worksKeys } from '../../../features/works/works-api.ts';
import '../../../features/works/works.css';

/** /center/work: the signed-in user's works, newest first, each with its detail and a way to submit again. */
export const CenterWorkPage = () => {
  const { t } = useTranslation('works');
  const works = useQuery({ queryKey: worksKeys.myList(), queryFn: worksApi.myList });
  return (
    <Card
      title={<h1 className="card-heading">{t('center.title')}</h1>}
      variant="borderless"
      extra={
        <Link to="/home/competition/submitWork">
          <Button type="primary">{t('center.submitNew')}</Button>
        </Link>
      }
    >
      {works.isLoading ? (
        <Skeleton active />
      ) : !works.data?.length ? (
        <Empty description={t('center.empty')} />
      ) : (
        <List
          itemLayout="vertical"
          dataSource={works.data}
          renderItem={(w) => (
            <List.Item
              key={w.workId}
              actions={[
                <Link key="d" to={`/home/work/workDetail?workId=${encodeURIComponent(w.workId)}`}>
                  {t('submit.viewDetail')}
                </Link>,
                <Link key="s" to={`/home/competition/submitWork?teamId=${encodeURIComponent(w.teamId)}`}>
                  {w.status === 'returned' ? (
                    <Button type="primary" size="small">
                      {t('center.resubmit')}
                    </Button>
                  ) : (
                    t('submit.resubmitButton')
                  )}
                </Link>,
              ]}
            >
              <Typography.Text strong className="works-field-value">
                {w.title}
              </Typography.Text>
              <div>
                <Typography.Text type="secondary">
                  {w.competitionName} · {w.stageName} · {w.itemName}
                </Typography.Text>
              </div>
              <Space size={4} wrap style={{ marginTop: 4 }}>
                {w.status === 'returned' && <Tag color="orange">{t('center.returned')}</Tag>}
                <Tag color="blue">{t('center.versions', { n: w.versionCount })}</Tag>
                <Tag>{t('center.updatedAt', { time: formatBeijing(w.submittedAt) })}</Tag>
              </Space>
              {w.status === 'returned' && (
                <Alert
                  type="warning"
                  showIcon
                  style={{ marginTop: 8 }}
                  title={t('center.returnedNote', { note: w.returnNote })}
                />
              )}
            </List.Item>
          )}
        />
      )}
    </Card>
  );
};
