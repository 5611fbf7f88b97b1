import { TrophyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Card, List, Pagination } from 'antd';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { publicAwardApi } from '../../../features/awards/award-api.ts';

const PAGE_SIZE = 10;

/**
 * /center/newReward (获奖公示): the award lists the site's competitions published, newest first, each
 * opening its lines on /home/reward; the user's own awards and certificates are one link away
 * (/center/reward), so this page announces rather than repeats them.
 */
export const CenterAnnouncementsPage = () => {
  const { t } = useTranslation('awardPortal');
  const [pageNum, setPageNum] = useState(1);
  const lists = useQuery({
    queryKey: ['award', 'public', 'lists', pageNum],
    queryFn: () => publicAwardApi.lists({ pageNum, pageSize: PAGE_SIZE }),
  });
  const total = lists.data?.total ?? 0;
  return (
    <Card variant="borderless" title={<h1 className="card-heading">{t('announcements.title')}</h1>}>
      {/* The link to the person's own awards sits under the heading: beside it, a phone cut the heading short. */}
      <p className="center-entry-meta">
        {t('announcements.intro')} <Link to="/center/reward">{t('announcements.mine')}</Link>
      </p>
      <List
        loading={lists.isPending}
        dataSource={lists.data?.rows ?? []}
        locale={{ emptyText: t('announcements.empty') }}
        renderItem={(row) => (
          <List.Item
            data-list-id={row.listId}
            actions={[
              <Link key="open" to={`/home/reward?competitionId=${encodeURIComponent(row.competitionId)}`}>
                {t('announcements.open')}
              </Link>,
            ]}
          >
            <List.Item.Meta
              avatar={
                <TrophyOutlined style={{ fontSize: 20, color: 'var(--ant-color-warning)' }} aria-hidden />
              }
              title={`${row.competitionName} · ${row.listName}`}
              description={[
                row.publishedAt
                  ? t('publishedAt', { at: formatBeijing(row.publishedAt, 'YYYY-MM-DD') })
                  : null,
                t('announcements.entries', { count: row.entries }),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </List.Item>
        )}
      />
      {total > PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16, textAlign: 'right' }}
          current={pageNum}
          pageSize={PAGE_SIZE}
          total={total}
          onChange={setPageNum}
          showSizeChanger={false}
        />
      )}
    </Card>
  );
};
