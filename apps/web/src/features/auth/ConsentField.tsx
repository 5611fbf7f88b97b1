import { Checkbox, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { pickText } from '../website/localized-text.ts';
import { useSiteSettings } from '../website/useSiteSettings.ts';

type DocumentKind = 'userAgreement' | 'privacyPolicy';

/**
 * The sign-up consent (PIPL): an unticked box naming the user agreement and the privacy policy, each
 * opening the tenant's text (website settings) to read. Confirming a text with 我已阅读 ticks the box
 * (reading and agreeing in one step, as the button says); closing it does not. Sign-up waits for the
 * tick; the server refuses without it as well.
 */
export const ConsentField = () => {
  const { t, i18n } = useTranslation('portal');
  const settings = useSiteSettings();
  const form = Form.useFormInstance();
  const [reading, setReading] = useState<DocumentKind | null>(null);
  const text = (kind: DocumentKind) =>
    pickText(settings?.[kind] ?? '', settings?.[`${kind}En`], i18n.language).trim();
  const open = (kind: DocumentKind) => (event: React.MouseEvent) => {
    event.preventDefault();
    setReading(kind);
  };
  return (
    <>
      <Form.Item
        name="agreed"
        valuePropName="checked"
        rules={[
          {
            validator: (_, value) =>
              value === true ? Promise.resolve() : Promise.reject(new Error(t('auth.consentRequired'))),
          },
        ]}
      >
        <Checkbox>
          <Trans
            t={t}
            i18nKey="auth.consent"
            components={{
              agreement: <a href="#user-agreement" onClick={open('userAgreement')} />,
              policy: <a href="#privacy-policy" onClick={open('privacyPolicy')} />,
            }}
          />
        </Checkbox>
      </Form.Item>
      <Modal
        open={reading !== null}
        title={reading ? t(`auth.${reading}`) : ''}
        onCancel={() => setReading(null)}
        onOk={() => {
          setReading(null);
          form.setFieldValue('agreed', true);
          void form.validateFields(['agreed']).catch(() => undefined);
        }}
        okText={t('auth.documentRead')}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', maxHeight: '60vh', overflow: 'auto' }}>
          {reading && (text(reading) || t('auth.documentMissing'))}
        </Typography.Paragraph>
      </Modal>
    </>
  );
};
