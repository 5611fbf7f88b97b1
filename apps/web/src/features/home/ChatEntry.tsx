import { RobotOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * The way to deepChat from the homepage. It never lies over content: on wide screens it floats in the
 * margin beside the 1240-px column; narrower (phones first) it is a bar docked at the bottom, and the
 * portal frame pads its end by the bar's height so the footer's last line scrolls clear of it.
 */
export const ChatEntry = () => {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  return (
    <div className="home-chat-dock">
      <Button
        className="home-chat-entry"
        type="primary"
        danger
        shape="round"
        size="large"
        icon={<RobotOutlined />}
        onClick={() => navigate('/deepChat')}
        aria-label={t('home.chatEntry')}
      >
        {t('chat.title')}
      </Button>
    </div>
  );
};
