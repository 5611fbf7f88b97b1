import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../permission/usePermission.ts';
import { revealUserField } from './user-api.ts';

type MaskedValueProps = { userId: string; field: 'phone' | 'idCard'; masked: string };

/**
 * A masked phone or ID number; holders of system:user:reveal may show it in full with the eye
 * (each reveal is logged by the server). The clear value lives in this cell's state only.
 */
export const MaskedValue = ({ userId, field, masked }: MaskedValueProps) => {
  const { t } = useTranslation('sysUser');
  const can = usePermission();
  const [clear, setClear] = useState<string | null>(null);
  const reveal = useMutation({
    mutationFn: () => revealUserField(userId, field),
    onSuccess: (data) => setClear(data.value),
  });
  if (!masked) return <Typography.Text type="secondary">—</Typography.Text>;
  const canReveal = can(['system:user:reveal']);
  return (
    <Space size={4}>
      <Typography.Text
        copyable={clear ? { text: clear } : false}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {clear ?? masked}
      </Typography.Text>
      {canReveal && (
        <Tooltip title={clear ? undefined : t('reveal')}>
          <Button
            type="text"
            size="small"
            aria-label={t('reveal')}
            loading={reveal.isPending}
            icon={clear ? <EyeInvisibleOutlined /> : <EyeOutlined />}
            onClick={() => (clear ? setClear(null) : reveal.mutate())}
          />
        </Tooltip>
      )}
    </Space>
  );
};
