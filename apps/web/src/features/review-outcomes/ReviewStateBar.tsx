import type { StageReviewState } from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button } from 'antd';
import { addDays, formatBeijing } from '../beijing-time/beijing-time.ts';
import { useTranslation } from 'react-i18next';
import { reviewKeys } from '../review/review-api.ts';
import { outcomeApi, outcomeKeys } from './outcome-api.ts';

const REOPEN_DAYS = 7;
const at = (iso: string | null) => (iso ? formatBeijing(iso) : '');

/**
 * Where the stage's review stands, with the organiser's step to end it (experts can no longer score; the
 * unscored work is named first) or to open it again for seven days. Both are confirmed and logged.
 */
export const ReviewStateBar = ({ state }: { state: StageReviewState }) => {
  const { t } = useTranslation('reviewOutcome');
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const done = async (text: string) => {
    message.success(text);
    await client.invalidateQueries({ queryKey: outcomeKeys.all });
    await client.invalidateQueries({ queryKey: reviewKeys.all });
  };
  const close = useMutation({
    mutationFn: () => outcomeApi.closeReview(state.stageId),
    onSuccess: () => done(t('reviewState.closed')),
  });
  const reopen = useMutation({
    mutationFn: () => outcomeApi.reopenReview(state.stageId, null),
    onSuccess: () => done(t('reviewState.reopened')),
  });
  const scored = state.assignments - state.unscored;
  const ended = state.phase === 'ended';
  const confirmClose = () =>
    modal.confirm({
      title: t('reviewState.closeTitle'),
      content: [
        t('reviewState.closeBody'),
        // Closing moves the stage's public review end to this moment (server: closeReview); say so.
        t('reviewState.closeWindow', {
          now: formatBeijing(Date.now()),
          planned: at(state.reviewEnd),
        }),
        state.unscored > 0 ? t('reviewState.closeUnscored', { count: state.unscored }) : '',
        t('reviewState.logged'),
      ]
        .filter(Boolean)
        .join(' '),
      okText: t('reviewState.close'),
      okButtonProps: { danger: true },
      onOk: () => close.mutateAsync(),
    });
  const confirmReopen = () =>
    modal.confirm({
      title: t('reviewState.reopenTitle'),
      content: `${t('reviewState.reopenBody', {
        days: REOPEN_DAYS,
        end: formatBeijing(addDays(Date.now(), REOPEN_DAYS)),
      })} ${t('reviewState.logged')}`,
      okText: t('reviewState.reopen'),
      onOk: () => reopen.mutateAsync(),
    });
  const progress = t('reviewState.progress', { scored, total: state.assignments, unscored: state.unscored });
  if (state.open)
    return (
      <Alert
        className="review-state-bar"
        data-testid="review-state"
        type="info"
        showIcon
        message={t('reviewState.open', { end: at(state.reviewEnd) })}
        description={progress}
        action={
          <Button danger loading={close.isPending} onClick={confirmClose}>
            {t('reviewState.close')}
          </Button>
        }
      />
    );
  return (
    <Alert
      className="review-state-bar"
      data-testid="review-state"
      type={ended ? 'success' : 'warning'}
      showIcon
      message={
        ended
          ? t('reviewState.ended', { end: at(state.reviewEnd) })
          : state.phase === 'notStarted'
            ? t('reviewState.notStarted', { start: at(state.reviewStart) })
            : t('reviewState.unscheduled')
      }
      description={state.assignments > 0 ? progress : undefined}
      action={
        ended ? (
          <Button loading={reopen.isPending} onClick={confirmReopen}>
            {t('reviewState.reopen')}
          </Button>
        ) : undefined
      }
    />
  );
};
