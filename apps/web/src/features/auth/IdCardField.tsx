import { ID_CARD_LENGTH, idCardProblemOf, parseIdCard } from '@podium/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ID_CARD_VALIDATE_TRIGGER, useIdCardRule } from './id-card-rule.ts';

/**
 * Optional ID number (spec §5): checked on blur by the shared contract check (length, birth date, check
 * digit), with birthday, age and gender shown once the number is right.
 */
export const IdCardField = () => {
  const { t } = useTranslation('portal');
  const idCardRule = useIdCardRule();
  const value: unknown = Form.useWatch('idCard');
  let summary: string | null = null;
  if (typeof value === 'string' && value.length === ID_CARD_LENGTH) {
    const upper = value.toUpperCase();
    if (idCardProblemOf(upper) === null) {
      const info = parseIdCard(upper);
      summary = t('auth.idCardParsed', {
        birthday: info.birthday,
        age: info.age,
        gender: info.gender === 1 ? t('auth.male') : t('auth.female'),
      });
    }
  }
  return (
    <Form.Item
      name="idCard"
      label={t('auth.idCard')}
      extra={summary}
      validateTrigger={ID_CARD_VALIDATE_TRIGGER}
      rules={[idCardRule]}
    >
      <Input placeholder={t('auth.idCardPlaceholder')} maxLength={ID_CARD_LENGTH} autoComplete="off" />
    </Form.Item>
  );
};
