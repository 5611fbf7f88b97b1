import { Button, Space, Tooltip } from 'antd';
import type { MyCompetitionRow, NextAction } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MY_RESULTS_ANCHOR } from '../review-outcomes/my-results-anchor.ts';

/** Where each next action leads (pages of the teams, works and rewards areas, or the centre's own). */
export const actionHref = (action: NextAction, row: MyCompetitionRow) => {
  const team = `teamId=${encodeURIComponent(row.teamId)}`;
  const competition = `competitionId=${encodeURIComponent(row.competitionId)}`;
  switch (action) {
    case 'completeInfo':
      return '/center/set';
    case 'invite':
      return `/home/competition/team/details?${team}&${competition}`;
    case 'submitWork':
    case 'resubmitWork':
      return `/home/competition/submitWork?${team}&${competition}`;
    // Published scores: 我的竞赛's results card (rank, points by criterion, comments; it links the awards and
    // certificates). A result without published scores (an award only): the awards and certificates.
    case 'viewResult':
      return row.stages.some((s) => s.rank !== null)
        ? `/center/competition#${MY_RESULTS_ANCHOR}`
        : '/center/reward';
    case 'pay':
      return `/home/cashier?${team}`;
    case 'viewDetails':
      return `/home/competition/details?${competition}`;
  }
};

/** The buttons of one sign-up: the first action is primary, details is a plain link. */
export const NextActions = ({
  row,
  size = 'middle',
}: {
  row: MyCompetitionRow;
  size?: 'small' | 'middle';
}) => {
  const { t } = useTranslation('center');
  return (
    <Space wrap size={8}>
      {row.actions.map((action, index) => {
        const button = (
          <Link key={action} to={actionHref(action, row)}>
            <Button
              size={size}
              type={index === 0 && action !== 'viewDetails' ? 'primary' : 'default'}
              data-action={action}
            >
              {t(`action.${action}`)}
            </Button>
          </Link>
        );
        return action === 'pay' ? (
          <Tooltip key={action} title={t('action.payHint')}>
            {button}
          </Tooltip>
        ) : (
          button
        );
      })}
    </Space>
  );
};
