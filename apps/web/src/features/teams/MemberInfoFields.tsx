import {
  ID_CARD_BIRTH_ERROR,
  ID_CARD_LENGTH_ERROR,
  IdCardError,
  idCardChecksumValid,
  parseIdCard,
  type SaveInfoBody,
  type UserDetail,
} from '@podium/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

export type MemberInfoValues = {
  realName?: string;
  idCard?: string;
  phone?: string;
  studentNo?: string;
  college?: string;
  major?: string;
  grade?: string;
};

const TEXT_FIELDS = ['studentNo', 'college', 'major', 'grade'] as const;

/** The form's starting values: what the user gave before (personal numbers stay empty: they are masked). */
export const initialInfo = (me: UserDetail | undefined): MemberInfoValues => ({
  realName: me?.realName,
  studentNo: me?.studentNo,
  college: me?.college,
  major: me?.major,
  grade: me?.grade,
});

/** What to send: every text field, and personal numbers only when typed again. */
export const toSaveBody = (values: MemberInfoValues): SaveInfoBody => ({
  realName: values.realName?.trim() || undefined,
  idCard: values.idCard?.trim() ? values.idCard.trim().toUpperCase() : undefined,
  phone: values.phone?.trim() || undefined,
  ...Object.fromEntries(TEXT_FIELDS.map((k) => [k, values[k]?.trim() ?? ''])),
});

/**
 * A participant's information inside a parent Form: fields the competition requires carry *; ID and phone
 * numbers already given show masked and need not be typed again. The ID number is checked here as on the
 * server (spec §5 messages, then the GB 11643 check digit) and its birthday, age and gender shown.
 */
export const MemberInfoFields = ({
  required,
  me,
  isTeacher = false,
}: {
  required: string[];
  me?: UserDetail;
  isTeacher?: boolean;
}) => {
  const { t } = useTranslation('teams');
  const { t: te } = useTranslation('errors');
  const idCard: unknown = Form.useWatch('idCard');
  const needs = (field: string) => required.includes(field);
  let parsed: string | null = null;
  if (typeof idCard === 'string' && idCard.length === 18 && idCardChecksumValid(idCard)) {
    try {
      const info = parseIdCard(idCard.toUpperCase());
      parsed = t('info.parsed', {
        birthday: info.birthday,
        age: info.age,
        gender: info.gender === 1 ? t('info.male') : t('info.female'),
      });
    } catch {
      parsed = null;
    }
  }
  const idCardRule = {
    validator: async (_: unknown, value: unknown) => {
      if (typeof value !== 'string' || value === '') return;
      try {
        parseIdCard(value.toUpperCase());
      } catch (error) {
        if (!(error instanceof IdCardError)) throw error;
        throw new Error(
          error.message === ID_CARD_LENGTH_ERROR
            ? te('idCardLength')
            : error.message === ID_CARD_BIRTH_ERROR
              ? te('idCardBirth')
              : error.message,
          { cause: error },
        );
      }
      if (!idCardChecksumValid(value)) throw new Error(t('info.checksum'));
    },
  };
  return (
    <>
      <Form.Item name="realName" label={t('field.realName')} rules={[{ required: true, whitespace: true }]}>
        <Input maxLength={40} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="idCard"
        label={t('field.idCard')}
        rules={[{ required: needs('idCard') && !me?.idCard }, idCardRule]}
        extra={parsed ?? (me?.idCard ? t('info.keep', { masked: me.idCard }) : undefined)}
      >
        <Input maxLength={18} placeholder={me?.idCard || undefined} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('field.phone')}
        rules={[
          { required: needs('phone') && !me?.phone },
          { pattern: /^1\d{10}$/, message: t('info.phoneFormat') },
        ]}
        extra={me?.phone ? t('info.keep', { masked: me.phone }) : undefined}
      >
        <Input maxLength={11} inputMode="tel" placeholder={me?.phone || undefined} autoComplete="tel" />
      </Form.Item>
      {TEXT_FIELDS.filter((f) => !(isTeacher && (f === 'studentNo' || f === 'grade'))).map((field) => (
        <Form.Item
          key={field}
          name={field}
          label={t(`field.${field}`)}
          rules={[{ required: needs(field), whitespace: true }]}
        >
          <Input maxLength={field === 'grade' ? 20 : 60} />
        </Form.Item>
      ))}
    </>
  );
};
