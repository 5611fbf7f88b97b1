import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { competitionApi, competitionKeys } from './competition-api.ts';
import { StatusSteps } from './StatusSteps.tsx';
import { StatusTag } from './StatusTag.tsx';

const TABS = [
  ['details', '/competition/details'],
  ['edit', '/competition/addEdit'],
  ['enroll', '/competition/enrollSet'],
  ['schedule', '/competition/scheduleSet'],
  ['work', '/competition/workSubSet'],
  ['review', '/competition/reviewSet'],
] as const;
export type SettingsTab = (typeof TABS)[number][0];

/**
 * The head of every set-up page of one competition: name, status, the status steps allowed now (publish
 * …, as in the list), and tabs to the other set-up pages. While the competition loads its name is a
 * placeholder bar, never the new-competition title.
 */
export const SettingsHeader = ({ competitionId, active }: { competitionId: string; active: SettingsTab }) => {
  const { t } = useTranslation('competition');
  const navigate = useNavigate();
  const detail = useQuery({
    queryKey: competitionKeys.detail(competitionId),
    queryFn: () => competitionApi.detail(competitionId),
    enabled: Boolean(competitionId),
  });
  return (
    <Card variant="borderless" className="competition-settings-header">
      <Space wrap align="center">
        <Link to="/competition/list">← {t('form.back')}</Link>
        {competitionId && !detail.data ? (
          <Skeleton.Input active size="small" style={{ width: 240 }} />
        ) : (
          <Typography.Title level={4} style={{ margin: 0 }}>
            {detail.data?.name ?? t('form.addTitle')}
          </Typography.Title>
        )}
        {detail.data && <StatusTag status={detail.data.status} />}
        {detail.data?.canManage && (
          <StatusSteps
            row={detail.data}
            buttonProps={(step) => ({ size: 'small', type: step === 'publish' ? 'primary' : 'default' })}
          />
        )}
      </Space>
      {competitionId && (
        <Tabs
          activeKey={active}
          onChange={(key) => {
            const path = TABS.find(([k]) => k === key)?.[1];
            if (path) void navigate(`${path}?competitionId=${competitionId}`);
          }}
          items={TABS.map(([key]) => ({ key, label: t(`nav.${key}`) }))}
          style={{ marginBottom: -16 }}
        />
      )}
    </Card>
  );
};
