import { RobotOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** A floating button to deepChat, so a visitor with a question finds the assistant from the homepage. */
export const ChatEntry = () => {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  return (
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
  );
};
