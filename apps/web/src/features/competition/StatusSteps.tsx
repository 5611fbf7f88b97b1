import type { CompetitionRow } from '@podium/contracts';
import { Button, Space, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { getModal } from '../feedback/feedback-bridge.ts';
import { usePermission } from '../permission/usePermission.ts';
import { competitionApi, useCompetitionMutation, type Transition } from './competition-api.ts';

const TRANSITIONS: { key: Transition; allowed: (row: CompetitionRow) => boolean }[] = [
  { key: 'publish', allowed: (r) => r.canPublish },
  { key: 'unpublish', allowed: (r) => r.canUnpublish },
  { key: 'close', allowed: (r) => r.canClose },
  { key: 'archive', allowed: (r) => r.canArchive },
];

/**
 * The status steps (publish, unpublish, close, archive) the server says are allowed for a competition,
 * for holders of competition:info:publish, and the question each asks first: one source for the list's
 * rows and the head of the competition's own pages, so both offer the same steps with the same question.
 */
export const useStatusSteps = (row: CompetitionRow) => {
  const { t } = useTranslation('competition');
  const can = usePermission();
  const move = useCompetitionMutation(({ action }: { action: Transition }) =>
    competitionApi.transition(action, row.competitionId),
  );
  const ask = (action: Transition) =>
    getModal().confirm({
      title: t(`list.${action}`),
      content: t(`list.${action}Confirm`, { name: row.name }),
      okButtonProps: action === 'archive' ? { danger: true } : undefined,
      onOk: () => move.mutateAsync({ action }),
    });
  const steps = can(['competition:info:publish'])
    ? TRANSITIONS.filter((s) => s.allowed(row)).map((s) => s.key)
    : [];
  return { steps, ask };
};

/** The allowed status steps as buttons (the head of a competition's pages). */
export const StatusSteps = ({
  row,
  buttonProps,
}: {
  row: CompetitionRow;
  /** How each step's button looks, by step (the page head shows a primary "publish"). */
  buttonProps: (step: Transition) => ButtonProps;
}) => {
  const { t } = useTranslation('competition');
  const { steps, ask } = useStatusSteps(row);
  // Its own Space: in a parent Space the steps are one child, and the buttons would touch.
  return (
    <Space size={8} wrap>
      {steps.map((step) => (
        <Button key={step} {...buttonProps(step)} onClick={() => ask(step)}>
          {t(`list.${step}`)}
        </Button>
      ))}
    </Space>
  );
};
