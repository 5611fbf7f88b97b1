import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { outcomeApi, outcomeKeys } from './outcome-api.ts';

/** Publishes a stage's ranked results to the portal and the entrants' user centres, or withdraws them. */
export const PublishButton = ({ stageId, disabled }: { stageId: string | null; disabled?: boolean }) => {
  const { t } = useTranslation('reviewOutcome');
  const { message } = App.useApp();
  const client = useQueryClient();
  const state = useQuery({
    queryKey: outcomeKeys.publication(stageId ?? ''),
    queryFn: () => outcomeApi.publication(stageId!),
    enabled: !!stageId,
  });
  const toggle = useMutation({
    mutationFn: (published: boolean) => outcomeApi.publish(stageId!, published),
    onSuccess: async (_, published) => {
      message.success(published ? t('publish.done') : t('publish.withdrawn'));
      await client.invalidateQueries({ queryKey: outcomeKeys.all });
    },
  });
  if (state.data?.published)
    return (
      <>
        <Tag color="green">{t('publish.published')}</Tag>
        <Button loading={toggle.isPending} onClick={() => toggle.mutate(false)}>
          {t('publish.withdraw')}
        </Button>
      </>
    );
  return (
    <Popconfirm
      title={t('publish.publishConfirm')}
      onConfirm={() => toggle.mutate(true)}
      disabled={!stageId || disabled}
    >
      <Button disabled={!stageId || disabled} loading={toggle.isPending}>
        {t('publish.publish')}
      </Button>
    </Popconfirm>
  );
};
