import { GlobalOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../auth/session-store.ts';
import { useCanSwitchGroup } from '../auth/useCanSwitchGroup.ts';
import { useSiteName } from '../website/useSiteName.ts';
import { UserAvatar } from '../../layouts/shared/UserAvatar.tsx';

const greetingKey = (hour: number) =>
  hour < 12
    ? 'workbench.greetingMorning'
    : hour < 18
      ? 'workbench.greetingAfternoon'
      : 'workbench.greetingEvening';

/** Greeting by time of day, with the two moves people make most from here. */
export const WelcomeCard = () => {
  const { t } = useTranslation('desk');
  const navigate = useNavigate();
  const { user } = useSession();
  const canSwitch = useCanSwitchGroup();
  const site = useSiteName();
  const name = user?.realName || user?.username || '';
  return (
    <Card variant="borderless" className="welcome-card">
      <div className="welcome-inner">
        <UserAvatar user={user} size={64} />
        <div className="welcome-text">
          <h1 className="welcome-title">{t(greetingKey(new Date().getHours()), { name })}</h1>
          <p className="welcome-sub">{t('workbench.welcome', { site })}</p>
        </div>
        <div className="welcome-actions">
          <Button icon={<GlobalOutlined aria-hidden />} onClick={() => navigate('/home/homepage')}>
            {t('workbench.portal')}
          </Button>
          {canSwitch && (
            <Button icon={<SwapOutlined aria-hidden />} onClick={() => navigate('/role')}>
              {t('workbench.switchGroup')}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
};
