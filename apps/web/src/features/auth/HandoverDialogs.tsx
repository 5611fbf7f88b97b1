import { Alert, Button, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HandoverAccount } from '@podium/contracts';
import { logout } from './logout.ts';
import { acceptHandover, declineHandover, takeHandoverNotice, usePendingHandover } from './handover.ts';

/**
 * Asks before a hand-over link replaces the session of whoever is signed in here, naming both accounts;
 * after a hand-over, says whose account is now signed in, with a way out if it is not the visitor's.
 */
export const HandoverDialogs = () => {
  const { t } = useTranslation();
  const pending = usePendingHandover();
  const [notice, setNotice] = useState<HandoverAccount | null>(() => takeHandoverNotice());
  const [switching, setSwitching] = useState(false);
  // 周*学（student2） / 周*学 (student2): the language's own brackets.
  const nameOf = (account: HandoverAccount) =>
    t('punct.parenthesised', { text: account.maskedName, note: account.username });
  return (
    <>
      <Modal
        open={pending !== null}
        title={t('handover.askTitle')}
        closable={false}
        maskClosable={false}
        keyboard={false}
        footer={[
          <Button key="keep" type="primary" onClick={declineHandover} data-testid="handover-keep">
            {t('handover.keep')}
          </Button>,
          <Button
            key="switch"
            danger
            loading={switching}
            data-testid="handover-switch"
            onClick={() => {
              if (!pending) return;
              setSwitching(true);
              acceptHandover(pending.code).catch(() => {
                setSwitching(false);
                declineHandover();
              });
            }}
          >
            {t('handover.switch')}
          </Button>,
        ]}
      >
        {pending && (
          <p>
            {t('handover.askBody', {
              account: nameOf(pending.account),
              current: pending.currentName,
            })}
          </p>
        )}
      </Modal>
      {notice && (
        <Alert
          className="handover-notice"
          data-testid="handover-notice"
          type="warning"
          showIcon
          banner
          closable
          onClose={() => setNotice(null)}
          message={t('handover.signedInAs', { account: nameOf(notice) })}
          action={
            <Space>
              <Button size="small" onClick={() => void logout()}>
                {t('handover.notMe')}
              </Button>
            </Space>
          }
        />
      )}
    </>
  );
};
