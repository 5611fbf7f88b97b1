import { useQuery } from '@tanstack/react-query';
import { Card, Col, Descriptions, Row, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  competitionApi,
  competitionKeys,
  dictLabel,
  useCategoryOptions,
  useLevelOptions,
} from '../../../features/competition/competition-api.ts';
import { fenToYuan } from '../../../features/competition/format.ts';
import { RichContent } from '../../../features/competition/RichContent.tsx';
import { ScheduleTimeline } from '../../../features/competition/ScheduleTimeline.tsx';
import { SettingsHeader } from '../../../features/competition/SettingsHeader.tsx';
import { StagesCard } from '../../../features/competition/StagesCard.tsx';
import { useCompetitionId } from '../../../features/competition/useCompetitionId.ts';
import { useCompetitionParts } from '../../../features/competition/useCompetitionParts.ts';
import { Permission } from '../../../features/permission/Permission.tsx';
import { InfoFormsDeskCard } from '../../../features/user-center/desk/InfoFormsDeskCard.tsx';
import { StudyDeskCard } from '../../../features/user-center/desk/StudyDeskCard.tsx';
import '../../../features/competition/competition-desk.css';

/** /competition/details: everything about one competition on one page, read-only. */
export const CompetitionDetailPage = () => {
  const { t } = useTranslation('competition');
  const competitionId = useCompetitionId();
  const { detail } = useCompetitionParts(competitionId);
  const levels = useLevelOptions();
  const categories = useCategoryOptions();
  const enroll = useQuery({
    queryKey: competitionKeys.enroll(competitionId),
    queryFn: () => competitionApi.enroll(competitionId),
    enabled: Boolean(competitionId),
  });
  const schedule = useQuery({
    queryKey: competitionKeys.schedule(competitionId),
    queryFn: () => competitionApi.schedule(competitionId),
    enabled: Boolean(competitionId),
  });
  const d = detail.data;
  const e = enroll.data;
  return (
    <div className="competition-page">
      <SettingsHeader competitionId={competitionId} active="details" />
      {/* Shown once the competition and the labels of its keys (level, category) are in: never a key. */}
      <Card variant="borderless" loading={detail.isLoading || levels.isLoading || categories.isLoading}>
        {d && (
          <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
            <Descriptions.Item label={t('field.shortName')}>{d.shortName || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('field.group')}>{d.groupName}</Descriptions.Item>
            <Descriptions.Item label={t('field.level')}>{dictLabel(levels.data, d.level)}</Descriptions.Item>
            <Descriptions.Item label={t('field.category')}>
              {d.category ? dictLabel(categories.data, d.category) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('field.year')}>
              {[d.year, d.season].filter(Boolean).join(' · ')}
            </Descriptions.Item>
            <Descriptions.Item label={t('field.items')}>
              {d.items.length ? d.items.map((i) => <Tag key={i.itemId}>{i.name}</Tag>) : t('details.noItems')}
            </Descriptions.Item>
            <Descriptions.Item label={t('field.groups')}>
              {d.participantGroups.map((g) => (
                <Tag key={g.groupId}>{g.name}</Tag>
              ))}
            </Descriptions.Item>
            {e && (
              <>
                <Descriptions.Item label={t('enroll.mode')}>
                  {t(`mode.${e.mode}`)}
                  {e.mode === 'team' && ` · ${t('details.teamSize', { min: e.teamMin, max: e.teamMax })}`}
                  {` · ${t('details.advisors', { min: e.advisorMin, max: e.advisorMax })}`}
                </Descriptions.Item>
                <Descriptions.Item label={t('details.capacity')}>
                  {e.capacityTotal ?? t('details.unlimited')}
                </Descriptions.Item>
                <Descriptions.Item label={t('details.fee')}>
                  {e.feeFen ? `¥${fenToYuan(e.feeFen)}` : t('details.free')} ·{' '}
                  {e.needsApproval ? t('details.approval') : t('details.noApproval')}
                </Descriptions.Item>
              </>
            )}
          </Descriptions>
        )}
      </Card>
      <StagesCard competitionId={competitionId} />
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <Card variant="borderless" title={t('field.introduction')}>
            <RichContent html={d?.introduction ?? ''} />
          </Card>
          <Card variant="borderless" title={t('field.rules')} style={{ marginTop: 16 }}>
            <RichContent html={d?.rules ?? ''} />
          </Card>
          <Card variant="borderless" title={t('field.guide')} style={{ marginTop: 16 }}>
            <RichContent html={d?.guide ?? ''} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card variant="borderless" title={t('details.timeline')} loading={schedule.isLoading}>
            <ScheduleTimeline entries={schedule.data?.timeline ?? []} />
          </Card>
        </Col>
      </Row>
      {competitionId && (
        <Permission list={['competition:info:edit']}>
          <StudyDeskCard competitionId={competitionId} />
          <InfoFormsDeskCard competitionId={competitionId} />
        </Permission>
      )}
    </div>
  );
};
