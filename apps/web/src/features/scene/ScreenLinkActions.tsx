import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { sceneApi, sceneKeys, screenLink } from './scene-api.ts';

/** Open, copy or replace a session's public screen link. */
export const ScreenLinkActions = ({ sessionId, screenKey }: { sessionId: string; screenKey: string }) => {
  const { t } = useTranslation('scene');
  const { message } = App.useApp();
  const client = useQueryClient();
  const reset = useMutation({
    mutationFn: () => sceneApi.resetKey(sessionId),
    onSuccess: async () => {
      void message.success(t('desk.resetDone'));
      await client.invalidateQueries({ queryKey: sceneKeys.all });
    },
  });
  return (
    <Space wrap size={4}>
      <Button size="small" type="link" href={screenLink(screenKey)} target="_blank" rel="noopener">
        {t('desk.screen')}
      </Button>
      <Button
        size="small"
        type="link"
        onClick={async () => {
          await navigator.clipboard?.writeText(screenLink(screenKey));
          void message.success(t('desk.copied'));
        }}
      >
        {t('desk.copyLink')}
      </Button>
      <Popconfirm title={t('desk.resetConfirm')} onConfirm={() => reset.mutate()}>
        <Button size="small" type="link" danger loading={reset.isPending}>
          {t('desk.resetLink')}
        </Button>
      </Popconfirm>
    </Space>
  );
};
