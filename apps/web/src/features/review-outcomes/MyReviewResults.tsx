import type { MyResult } from '@podium/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, List, Space, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MY_RESULTS_ANCHOR } from './my-results-anchor.ts';
import { outcomeApi, outcomeKeys } from './outcome-api.ts';
import { usePunctuation } from '../../i18n/usePunctuation.ts';

/**
 * User centre: the caller's results in published stages — rank, total, the points of entrant-visible
 * columns and their comments. Reached by its anchor, it scrolls itself into view once loaded.
 */
export const MyReviewResults = () => {
  const { t } = useTranslation('reviewOutcome');
  const punct = usePunctuation();
  const { hash } = useLocation();
  const card = useRef<HTMLDivElement>(null);
  const mine = useQuery({ queryKey: outcomeKeys.mine, queryFn: outcomeApi.mine });
  const loaded = Boolean(mine.data?.length);
  useEffect(() => {
    if (loaded && hash === `#${MY_RESULTS_ANCHOR}`) card.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);
  if (!mine.data?.length) return null;
  return (
    <Card
      ref={card}
      id={MY_RESULTS_ANCHOR}
      variant="borderless"
      title={<h2 className="card-heading">{t('center.title')}</h2>}
      extra={<Link to="/center/reward">{t('center.rewardsLink')}</Link>}
    >
      <List<MyResult>
        dataSource={mine.data}
        renderItem={(r) => (
          <List.Item>
            <List.Item.Meta
              title={
                <>
                  {`${r.competitionName} · ${r.stageName} · ${r.teamName}`}{' '}
                  <Tag color="blue">{t('center.rank', { rank: r.rank })}</Tag>
                  <Tag>{r.score}</Tag>
                  {r.promoted === true && <Tag color="green">{t('portal.promoted')}</Tag>}
                  {r.promoted === false && <Tag color="red">{t('portal.eliminated')}</Tag>}
                </>
              }
              description={
                <>
                  {`${r.itemName}${r.groupName ? ` · ${r.groupName}` : ''}`}
                  {r.scores.length > 0 && (
                    <div aria-label={t('center.scores')}>
                      <Typography.Text strong>
                        {t('center.scores')}
                        {punct.colon}
                      </Typography.Text>
                      <Space size={[4, 4]} wrap>
                        {r.scores.map((s) => (
                          <Tag key={s.column} bordered={false}>
                            {t('center.score', s)}
                          </Tag>
                        ))}
                      </Space>
                    </div>
                  )}
                  {r.comments.map((c) => (
                    <div key={c.column}>
                      <Typography.Text strong>
                        {c.column}
                        {punct.colon}
                      </Typography.Text>
                      {c.texts.map((text, i) => (
                        <Typography.Paragraph key={i} style={{ marginBottom: 4 }}>
                          {text}
                        </Typography.Paragraph>
                      ))}
                    </div>
                  ))}
                </>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
};
