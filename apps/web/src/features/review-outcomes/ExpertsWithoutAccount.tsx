import type { DistributionPreview } from '@podium/contracts';
import { Alert, Button, Checkbox, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AccountModal,
  PasswordShown,
  type AccountAction,
  type ShownAccount,
} from '../experts/AccountModals.tsx';

/**
 * In the distribution preview: experts of the stage who cannot sign in. Works given to them are never
 * scored (and a final score would rest on the others' alone), so the organiser is told, may leave them out
 * of this distribution (their unopened works then go to others), or creates their accounts here and sends
 * the invitation shown once.
 */
export const ExpertsWithoutAccount = ({
  preview,
  busy,
  onSkipChange,
  onAccountCreated,
}: {
  preview: DistributionPreview;
  busy: boolean;
  onSkipChange: (skip: boolean) => void;
  onAccountCreated: () => void;
}) => {
  const { t } = useTranslation('reviewOutcome');
  const [action, setAction] = useState<AccountAction>(null);
  const [shown, setShown] = useState<ShownAccount | null>(null);
  if (preview.withoutAccount.length === 0) return null;
  return (
    <>
      <Alert
        type="warning"
        showIcon
        data-testid="experts-without-account"
        title={t('distribution.noAccountTitle', { count: preview.withoutAccount.length })}
        description={
          <Space direction="vertical" size={8} style={{ width: '100%' }}>
            <Typography.Text>
              {preview.skipWithoutAccount
                ? t('distribution.noAccountLeftOut')
                : t('distribution.noAccountIncluded')}
            </Typography.Text>
            <Space wrap size={[8, 4]}>
              {preview.withoutAccount.map((e) => (
                <Button
                  key={e.expertId}
                  size="small"
                  onClick={() =>
                    setAction({ kind: 'create', expert: { expertId: e.expertId, name: e.expertName } })
                  }
                >
                  {t('distribution.createAccount', { name: e.expertName })}
                </Button>
              ))}
            </Space>
            <Checkbox
              checked={preview.skipWithoutAccount}
              disabled={busy}
              onChange={(e) => onSkipChange(e.target.checked)}
            >
              {t('distribution.leaveOut')}
            </Checkbox>
          </Space>
        }
      />
      <AccountModal
        action={action}
        onClose={() => setAction(null)}
        onResult={(result) => {
          setShown(result);
          onAccountCreated();
        }}
      />
      <PasswordShown result={shown} onClose={() => setShown(null)} />
    </>
  );
};
