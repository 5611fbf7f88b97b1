import { IdcardOutlined, UserOutlined } from '@ant-design/icons';
import type { RegisterBody } from '@podium/contracts';
import { Button, Form, Input, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { register } from '../../features/auth/auth-api.ts';
import { CodeFields } from '../../features/auth/CodeFields.tsx';
import { ConsentField } from '../../features/auth/ConsentField.tsx';
import { USERNAME_PATTERN } from '../../features/auth/form-rules.ts';
import { NewPasswordFields } from '../../features/auth/NewPasswordFields.tsx';
import { IdCardField } from '../../features/auth/IdCardField.tsx';
import { useSignIn } from '../../features/auth/useSignIn.ts';

type RegisterForm = RegisterBody & { confirmPassword: string };

/** Sends only the fields the server accepts (bodies are strict), dropping the confirmation and blanks. */
const toBody = ({ confirmPassword: _confirm, idCard, ...rest }: RegisterForm): RegisterBody => ({
  ...rest,
  ...(idCard ? { idCard } : {}),
});

/**
 * Registration leads on to completing the profile: the profile page with what is missing, and from there
 * on to where the person was going (`redirect`).
 */
const toProfile = (target: string) =>
  target.startsWith('/role')
    ? target
    : `/center/set?${new URLSearchParams({ welcome: '1', redirect: target }).toString()}`;

/** /neibu/register: a new portal account, signed in right away, then on to its profile. */
export const RegisterPage = () => {
  const { t } = useTranslation('portal');
  const [form] = Form.useForm<RegisterForm>();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const keep = redirect ? `?${new URLSearchParams({ redirect }).toString()}` : '';
  const { submit, isSubmitting } = useSignIn(
    (values: RegisterForm) => register(toBody(values)),
    'auth.registerSuccess',
    toProfile,
  );
  return (
    <>
      <h1 className="auth-title">{t('auth.registerTitle')}</h1>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        initialValues={{ userType: 'student' }}
        name="register"
      >
        <Form.Item name="userType" label={t('auth.userType')}>
          <Segmented
            block
            options={(['student', 'teacher', 'expert'] as const).map((value) => ({
              value,
              label: t(`auth.userTypes.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="username"
          label={t('auth.username')}
          rules={[
            { required: true, message: t('auth.required', { field: t('auth.username') }) },
            { pattern: USERNAME_PATTERN, message: t('auth.usernameRule') },
          ]}
        >
          <Input
            prefix={<UserOutlined aria-hidden />}
            placeholder={t('auth.usernamePlaceholder')}
            autoComplete="username"
          />
        </Form.Item>
        <Form.Item
          name="realName"
          label={t('auth.realName')}
          rules={[
            { required: true, whitespace: true, message: t('auth.required', { field: t('auth.realName') }) },
          ]}
        >
          <Input
            prefix={<IdcardOutlined aria-hidden />}
            placeholder={t('auth.realNamePlaceholder')}
            autoComplete="name"
            maxLength={32}
          />
        </Form.Item>
        <CodeFields form={form} purpose="register" />
        <NewPasswordFields />
        <IdCardField />
        <ConsentField />
        <Button type="primary" htmlType="submit" block size="large" loading={isSubmitting}>
          {t('auth.submitRegister')}
        </Button>
      </Form>
      <div className="auth-links is-center">
        <Link to={`/neibu/login${keep}`}>{t('auth.toLogin')}</Link>
      </div>
    </>
  );
};
