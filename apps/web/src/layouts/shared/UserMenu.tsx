import {
  AppstoreOutlined,
  HomeOutlined,
  LogoutOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../../features/auth/logout.ts';
import { useCanSwitchGroup } from '../../features/auth/useCanSwitchGroup.ts';
import { useSession } from '../../features/auth/session-store.ts';
import { useDeskAccess } from '../../features/auth/useDeskAccess.ts';
import { getGroupId } from '../../storage/auth-storage.ts';
import { UserAvatar } from './UserAvatar.tsx';

type UserMenuProps = { variant: 'portal' | 'desk' };

/** Avatar menu: user centre, back office or portal, group switch, sign out (with confirmation). */
export const UserMenu = ({ variant }: UserMenuProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const { user } = useSession();
  const name = user?.realName || user?.username || '';
  const hasDesk = useDeskAccess();
  const canSwitch = useCanSwitchGroup();

  const items: MenuProps['items'] = [
    { key: 'center', icon: <UserOutlined />, label: t('userCenter') },
    variant === 'desk'
      ? { key: 'portal', icon: <HomeOutlined />, label: t('portal') }
      : hasDesk
        ? { key: 'desk', icon: <AppstoreOutlined />, label: t('backOffice') }
        : null,
    hasDesk && canSwitch ? { key: 'role', icon: <SwapOutlined />, label: t('switchGroup') } : null,
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('logout'), danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'center') navigate('/center/users');
    if (key === 'portal') navigate('/home/homepage');
    if (key === 'role') navigate('/role');
    // Without a chosen group there is no desk menu yet: choose one first.
    if (key === 'desk') navigate(getGroupId() ? '/dashboard' : '/role');
    if (key === 'logout') {
      modal.confirm({
        title: t('prompt.title'),
        content: t('logoutConfirm'),
        okText: t('ok'),
        cancelText: t('cancel'),
        onOk: logout,
      });
    }
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        className={`user-menu-trigger is-${variant}`}
        aria-label={`${t('userMenu')} ${name}`}
      >
        <UserAvatar user={user} size={28} />
        <span className="user-menu-name">{name}</span>
      </Button>
    </Dropdown>
  );
};
