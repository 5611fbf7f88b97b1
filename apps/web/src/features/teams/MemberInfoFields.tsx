import { idCardProblemOf, parseIdCard, type SaveInfoBody, type UserDetail } from '@podium/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ID_CARD_VALIDATE_TRIGGER, useIdCardRule } from '../auth/id-card-rule.ts';

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

/**
 * What to send: the text fields the form asked for, and personal numbers only when typed again. A field
 * the form did not show (the profile already holds it) is left as it is.
 */
export const toSaveBody = (values: MemberInfoValues): SaveInfoBody => ({
  realName: values.realName?.trim() || undefined,
  idCard: values.idCard?.trim() ? values.idCard.trim().toUpperCase() : undefined,
  phone: values.phone?.trim() || undefined,
  ...Object.fromEntries(
    TEXT_FIELDS.filter((k) => values[k] !== undefined).map((k) => [k, values[k]?.trim() ?? '']),
  ),
});

type InfoField = 'realName' | 'idCard' | 'phone' | (typeof TEXT_FIELDS)[number];

/**
 * The fields a form must still ask for: required by the competition (the name always) and not yet held
 * by the person's profile or earlier sign-up information. Advisors have no student number or grade.
 */
export const fieldsToAsk = (required: string[], me: UserDetail | undefined, isTeacher = false): InfoField[] =>
  (['realName', 'idCard', 'phone', ...TEXT_FIELDS] as const).filter((field) => {
    if (isTeacher && (field === 'studentNo' || field === 'grade')) return false;
    if (field !== 'realName' && !required.includes(field)) return false;
    return !me?.[field];
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
  onlyMissing = false,
}: {
  required: string[];
  me?: UserDetail;
  isTeacher?: boolean;
  /** Ask only for what the competition requires and the profile lacks (sign-up); else every field. */
  onlyMissing?: boolean;
}) => {
  const { t } = useTranslation('teams');
  const idCardRule = useIdCardRule();
  const idCard: unknown = Form.useWatch('idCard');
  const needs = (field: string) => required.includes(field);
  const asked = fieldsToAsk(required, me, isTeacher);
  const shows = (field: InfoField) => !onlyMissing || asked.includes(field);
  let parsed: string | null = null;
  if (typeof idCard === 'string' && idCardProblemOf(idCard.toUpperCase()) === null) {
    const info = parseIdCard(idCard.toUpperCase());
    parsed = t('info.parsed', {
      birthday: info.birthday,
      age: info.age,
      gender: info.gender === 1 ? t('info.male') : t('info.female'),
    });
  }
  return (
    <>
      {shows('realName') && (
        <Form.Item name="realName" label={t('field.realName')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={40} autoComplete="name" />
        </Form.Item>
      )}
      {shows('idCard') && (
        <Form.Item
          name="idCard"
          label={t('field.idCard')}
          validateTrigger={ID_CARD_VALIDATE_TRIGGER}
          rules={[{ required: needs('idCard') && !me?.idCard }, idCardRule]}
          extra={parsed ?? (me?.idCard ? t('info.keep', { masked: me.idCard }) : undefined)}
        >
          <Input maxLength={18} placeholder={me?.idCard || undefined} autoComplete="off" />
        </Form.Item>
      )}
      {shows('phone') && (
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
      )}
      {TEXT_FIELDS.filter((f) => !(isTeacher && (f === 'studentNo' || f === 'grade')) && shows(f)).map(
        (field) => (
          <Form.Item
            key={field}
            name={field}
            label={t(`field.${field}`)}
            rules={[{ required: needs(field), whitespace: true }]}
          >
            <Input maxLength={field === 'grade' ? 20 : 60} />
          </Form.Item>
        ),
      )}
    </>
  );
};
