import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AccountSection } from '../../../features/user-center/settings/AccountForms.tsx';
import { BankCardPanel } from '../../../features/user-center/settings/BankCardPanel.tsx';
import { PasswordForm } from '../../../features/user-center/settings/PasswordForm.tsx';
import { ProfileSection } from '../../../features/user-center/settings/ProfileForm.tsx';
import { WelcomeAlert } from '../../../features/user-center/settings/WelcomeAlert.tsx';
import '../../../features/user-center/center-pages.css';

const TABS = ['profile', 'account', 'password', 'bankCard'] as const;
type Tab = (typeof TABS)[number];

/**
 * /center/set: profile, phone and e-mail, password, bank card — one tab each, the tab kept in the URL.
 * A new account arrives here (`?welcome=1`) to complete its profile.
 */
export const CenterSetPage = () => {
  const { t } = useTranslation(['center', 'common']);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'profile';
  const content: Record<Tab, React.ReactNode> = {
    profile: <ProfileSection />,
    account: <AccountSection />,
    password: <PasswordForm />,
    bankCard: <BankCardPanel />,
  };
  return (
    <div className="center-page">
      <Card variant="borderless" title={<h1 className="card-heading">{t('common:route.centerSet')}</h1>}>
        <WelcomeAlert />
        <Tabs
          activeKey={active}
          onChange={(key) =>
            setParams(
              (prev) => {
                // Keep a new account's welcome and redirect while it moves between tabs.
                const next = new URLSearchParams(prev);
                next.set('tab', key);
                return next;
              },
              { replace: true },
            )
          }
          destroyOnHidden
          items={TABS.map((key) => ({ key, label: t(`set.tabs.${key}`), children: content[key] }))}
        />
      </Card>
    </div>
  );
};
