import type { PortalCompetitionRow } from '@podium/contracts';
import { CalendarOutlined, TeamOutlined, TrophyOutlined, UserOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNow } from './useNow.ts';
import { usePunctuation } from '../../i18n/usePunctuation.ts';

/** Open sign-up reads "报名中", otherwise the status; computed from the row's own window. */
const useBadge = (row: PortalCompetitionRow) => {
  const { t } = useTranslation('competition');
  const now = useNow();
  if (row.status !== 'published') return { text: t(`status.${row.status}`), color: 'default' };
  const start = row.signUpStart ? Date.parse(row.signUpStart) : null;
  const end = row.signUpEnd ? Date.parse(row.signUpEnd) : null;
  if (start !== null && end !== null && start <= now && now < end)
    return { text: t('phase.signUp'), color: 'green' };
  if (start !== null && now < start) return { text: t('phase.beforeSignUp'), color: 'blue' };
  return { text: t('status.published'), color: 'geekblue' };
};

/** A competition card of the portal: cover (or a drawn one), level, status, organiser, sign-up window. */
export const CompetitionCard = ({ row }: { row: PortalCompetitionRow }) => {
  const { t } = useTranslation('competition');
  const punct = usePunctuation();
  const badge = useBadge(row);
  const window =
    row.signUpStart && row.signUpEnd
      ? `${dayjs(row.signUpStart).format('YYYY-MM-DD')} – ${dayjs(row.signUpEnd).format('YYYY-MM-DD')}`
      : t('portal.notScheduled');
  return (
    <Link to={`/home/competition/details?competitionId=${row.competitionId}`} className="competition-card">
      <div
        className={`competition-card-cover level-${row.level}`}
        style={row.cover ? { backgroundImage: `url("${encodeURI(row.cover)}")` } : undefined}
      >
        {!row.cover && (
          <div className="competition-card-cover-text">
            <TrophyOutlined aria-hidden />
            <span>{row.shortName || row.name}</span>
          </div>
        )}
        <Tag color={badge.color} className="competition-card-badge">
          {badge.text}
        </Tag>
      </div>
      <div className="competition-card-body">
        <h3 className="competition-card-title">{row.name}</h3>
        <div className="competition-card-tags">
          <Tag color="red">{row.levelLabel}</Tag>
          {row.categoryLabel && <Tag>{row.categoryLabel}</Tag>}
          <Tag icon={row.mode === 'team' ? <TeamOutlined /> : <UserOutlined />}>{t(`mode.${row.mode}`)}</Tag>
        </div>
        <div className="competition-card-meta">
          <CalendarOutlined aria-hidden /> {t('portal.signUpWindow')}
          {punct.colon}
          {window}
        </div>
        <div className="competition-card-meta">{t('portal.organizer', { name: row.groupName })}</div>
      </div>
    </Link>
  );
};
