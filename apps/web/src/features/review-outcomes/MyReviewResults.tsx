import type { MyResult } from '@podium/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { outcomeApi, outcomeKeys } from './outcome-api.ts';
import { usePunctuation } from '../../i18n/usePunctuation.ts';

/** User centre: the caller's results in published stages, with the comments of entrant-visible columns. */
export const MyReviewResults = () => {
  const { t } = useTranslation('reviewOutcome');
  const punct = usePunctuation();
  const mine = useQuery({ queryKey: outcomeKeys.mine, queryFn: outcomeApi.mine });
  if (!mine.data?.length) return null;
  return (
    <Card variant="borderless" title={<h2 className="card-heading">{t('center.title')}</h2>}>
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
