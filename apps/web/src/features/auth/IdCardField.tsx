import {
  ID_CARD_BIRTH_ERROR,
  ID_CARD_LENGTH,
  ID_CARD_LENGTH_ERROR,
  IdCardError,
  parseIdCard,
} from '@podium/contracts';
import { Form, Input } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The spec's Chinese messages are the source; English readers get their translation. */
const translateIdCardError = (message: string, t: TFunction<'errors'>): string => {
  if (message === ID_CARD_LENGTH_ERROR) return t('idCardLength');
  if (message === ID_CARD_BIRTH_ERROR) return t('idCardBirth');
  return message;
};

/** Optional ID number (spec §5): validated by the shared parser, with birthday, age and gender shown. */
export const IdCardField = () => {
  const { t } = useTranslation('portal');
  const { t: te } = useTranslation('errors');
  const value: unknown = Form.useWatch('idCard');
  let summary: string | null = null;
  if (typeof value === 'string' && value.length === ID_CARD_LENGTH) {
    try {
      const info = parseIdCard(value);
      summary = t('auth.idCardParsed', {
        birthday: info.birthday,
        age: info.age,
        gender: info.gender === 1 ? t('auth.male') : t('auth.female'),
      });
    } catch {
      summary = null;
    }
  }
  return (
    <Form.Item
      name="idCard"
      label={t('auth.idCard')}
      extra={summary}
      rules={[
        {
          validator: async (_rule, input: unknown) => {
            if (input === undefined || input === '') return;
            try {
              parseIdCard(input);
            } catch (error) {
              if (error instanceof IdCardError)
                throw new Error(translateIdCardError(error.message, te), { cause: error });
              throw error;
            }
          },
        },
      ]}
    >
      <Input placeholder={t('auth.idCardPlaceholder')} maxLength={ID_CARD_LENGTH} autoComplete="off" />
    </Form.Item>
  );
};
