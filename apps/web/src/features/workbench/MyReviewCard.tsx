import { Button, Card, Empty, List, Progress, Tag } from 'antd';
import { formatBeijing } from '../beijing-time/beijing-time.ts';
import type { WorkbenchOverview } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * An expert's own review work by stage, open reviews first: each with its end and progress, and a link to
 * its queue ("review" while it is open, "view" once it is not). Says so when none is open.
 */
export const MyReviewCard = ({
  overview,
  loading,
}: {
  overview: WorkbenchOverview | undefined;
  loading: boolean;
}) => {
  const { t } = useTranslation('desk');
  const stages = overview?.review ?? [];
  const anyOpen = stages.some((s) => s.open);
  return (
    <Card
      title={<h2 className="card-heading">{t('workbench.myReview')}</h2>}
      variant="borderless"
      className="workbench-card"
      loading={loading}
      data-testid="my-review"
    >
      {stages.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workbench.myReviewNone')} />
      ) : (
        <>
          {!anyOpen && <p className="my-review-none-open">{t('workbench.myReviewNoneOpen')}</p>}
          <List
            dataSource={stages}
            renderItem={(s) => (
              <List.Item
                key={s.stageId}
                actions={[
                  <Link key="go" to={`/review/competition?stageId=${s.stageId}`}>
                    <Button size="small" type={s.open ? 'primary' : 'default'}>
                      {s.open ? t('workbench.myReviewGo') : t('workbench.myReviewView')}
                    </Button>
                  </Link>,
                ]}
              >
                <List.Item.Meta
                  title={`${s.competitionName} · ${s.stageName}`}
                  description={
                    <>
                      {s.open ? (
                        <Tag color="processing">
                          {t('workbench.myReviewOpen', {
                            end: formatBeijing(s.reviewEnd),
                          })}
                        </Tag>
                      ) : (
                        <Tag>{t('workbench.myReviewClosed')}</Tag>
                      )}
                      <Progress
                        size="small"
                        percent={Math.round((100 * s.done) / Math.max(1, s.assigned))}
                        format={() => t('workbench.myReviewProgress', { done: s.done, assigned: s.assigned })}
                      />
                    </>
                  }
                />
              </List.Item>
            )}
          />
        </>
      )}
    </Card>
  );
};
