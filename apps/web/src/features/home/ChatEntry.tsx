import { RobotOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { StorageKey } from '../../storage/keys.ts';
import { readItem, writeItem } from '../../storage/safe-storage.ts';

/** A downward chevron drawn inline: an icon module of its own would be one more request of the homepage. */
const FoldChevron = () => (
  <svg
    viewBox="0 0 16 16"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden
  >
    <path d="M3 6l5 5 5-5" />
  </svg>
);

/**
 * The way to deepChat from the homepage. It never lies over content:
 * - wide enough for the margin beside the 1240-px column to hold it (≥ 1360 px), it floats there: a
 *   round button (≥ 1600 px with its label);
 * - narrower (phones first) it is a bar docked at the bottom, the portal frame reserving the bar's height
 *   at its end, and the visitor can fold it away (remembered): it then becomes a line at the end of the
 *   page, in the flow, with a way to dock it again.
 */
export const ChatEntry = () => {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const [isCollapsed, setCollapsed] = useState(() => readItem(StorageKey.chatDockCollapsed) === '1');
  const collapse = (value: boolean) => {
    writeItem(StorageKey.chatDockCollapsed, value ? '1' : '0');
    setCollapsed(value);
  };
  if (isCollapsed)
    return (
      <aside className="home-chat-inline portal-container" aria-label={t('chat.title')}>
        <RobotOutlined aria-hidden />
        <span>{t('home.chatInline')}</span>
        <Link to="/deepChat">{t('chat.title')}</Link>
        <Button type="link" size="small" onClick={() => collapse(false)}>
          {t('home.chatDock')}
        </Button>
      </aside>
    );
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
        title={t('home.chatEntry')}
      >
        <span className="home-chat-label">{t('chat.title')}</span>
      </Button>
      <Button
        className="home-chat-collapse"
        type="text"
        shape="circle"
        icon={<FoldChevron />}
        onClick={() => collapse(true)}
        aria-label={t('home.chatCollapse')}
        title={t('home.chatCollapse')}
      />
    </div>
  );
};
