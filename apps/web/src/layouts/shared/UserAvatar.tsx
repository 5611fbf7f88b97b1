import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import type { UserInfo } from '@podium/contracts';

/** The user's picture, or the first character of their name, or a generic icon. */
export const UserAvatar = ({ user, size = 32 }: { user: UserInfo | null; size?: number }) => {
  const name = user?.realName || user?.username || '';
  if (user?.avatar) return <Avatar size={size} src={user.avatar} alt={name} />;
  if (name) {
    return (
      <Avatar size={size} className="user-avatar-initial" aria-hidden>
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
    );
  }
  return <Avatar size={size} icon={<UserOutlined />} aria-hidden />;
};
