import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, List, Modal, Select, Space } from 'antd';
import { AWARD_KINDS, type AwardKind } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { awardApi } from '../../../features/awards/award-api.ts';

/** The award levels of one competition (一等奖 … custom): add and remove. */
export const AwardLevelsModal = ({
  competitionId,
  onClose,
}: {
  competitionId: string | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('certificate');
  const client = useQueryClient();
  const [kind, setKind] = useState<AwardKind>('first');
  const [name, setName] = useState('');
  const levels = useQuery({
    queryKey: ['award', 'levels', competitionId],
    queryFn: () => awardApi.levels(competitionId!),
    enabled: !!competitionId,
  });
  const act = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['award', 'levels'] }),
  });
  return (
    <Modal open={!!competitionId} onCancel={onClose} footer={null} title={t('award.levels')}>
      <List
        loading={levels.isPending}
        dataSource={levels.data ?? []}
        renderItem={(level) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                type="link"
                danger
                size="small"
                onClick={() => act.mutate(() => awardApi.removeLevel(level.levelId))}
              >
                {t('award.remove')}
              </Button>,
            ]}
          >
            {level.name}
          </List.Item>
        )}
      />
      <Space wrap style={{ marginTop: 12 }}>
        <Select
          aria-label={t('award.kind')}
          value={kind}
          style={{ minWidth: 140 }}
          onChange={setKind}
          options={AWARD_KINDS.map((k) => ({ value: k, label: t(`award.kind_${k}`) }))}
        />
        {kind === 'custom' && (
          <Input
            aria-label={t('award.name')}
            placeholder={t('award.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
        <Button
          type="primary"
          onClick={() => act.mutate(() => awardApi.saveLevel({ competitionId: competitionId!, kind, name }))}
        >
          {t('award.addLevel')}
        </Button>
      </Space>
    </Modal>
  );
};
