import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** Sign in or register, then come back here (the page's own address is the redirect). */
export const SignInPrompt = ({ title, subTitle }: { title: string; subTitle?: string }) => {
  const { t } = useTranslation('teams');
  const location = useLocation();
  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Result
      status="info"
      title={title}
      subTitle={subTitle}
      extra={
        <Space wrap>
          <Link to={`/neibu/login?redirect=${redirect}`}>
            <Button type="primary" size="large">
              {t('signUp.signIn')}
            </Button>
          </Link>
          <Link to={`/neibu/register?redirect=${redirect}`}>
            <Button size="large">{t('signUp.register')}</Button>
          </Link>
        </Space>
      }
    />
  );
};
