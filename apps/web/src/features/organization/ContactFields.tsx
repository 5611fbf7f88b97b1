import { Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PHONE_PATTERN, patternRule } from './form-rules.ts';

/** Contact person and phone of an organisation or school, side by side; the same rules wherever they are edited. */
export const ContactFields = () => {
  const { t } = useTranslation('organization');
  return (
    <Flex gap={12}>
      <Form.Item name="contactName" label={t('group.contactName')} style={{ flex: 1 }} rules={[{ max: 32 }]}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item
        name="contactPhone"
        label={t('group.contactPhone')}
        style={{ flex: 1 }}
        rules={[patternRule(PHONE_PATTERN, t('common.phoneRule')), { max: 32 }]}
      >
        <Input maxLength={32} />
      </Form.Item>
    </Flex>
  );
};
