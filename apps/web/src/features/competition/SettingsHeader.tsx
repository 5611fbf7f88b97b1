import { useQuery } from '@tanstack/react-query';
import { Card, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { competitionApi, competitionKeys } from './competition-api.ts';
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

/** The head of every set-up page of one competition: name, status, and tabs to the other set-up pages. */
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
        <Typography.Title level={4} style={{ margin: 0 }}>
          {detail.data?.name ?? t('form.addTitle')}
        </Typography.Title>
        {detail.data && <StatusTag status={detail.data.status} />}
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
