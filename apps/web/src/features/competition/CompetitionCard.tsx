import type { PortalCompetitionRow } from '@podium/contracts';
import { CalendarOutlined, TeamOutlined, TrophyOutlined, UserOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { formatBeijing } from '../beijing-time/beijing-time.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PhaseTag } from './PhaseTag.tsx';
import { usePunctuation } from '../../i18n/usePunctuation.ts';

/** A competition card of the portal: cover (or a drawn one), level, phase, organiser, sign-up window. */
export const CompetitionCard = ({ row }: { row: PortalCompetitionRow }) => {
  const { t } = useTranslation('competition');
  const punct = usePunctuation();
  const window =
    row.signUpStart && row.signUpEnd
      ? `${formatBeijing(row.signUpStart, 'YYYY-MM-DD')} – ${formatBeijing(row.signUpEnd, 'YYYY-MM-DD')}`
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
        <PhaseTag phase={row.phase} className="competition-card-badge" />
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
