import { Tooltip } from 'antd';
import { readUserAgent } from './user-agent.ts';

/** A table cell naming the browser and system of a user agent; the raw string in a tooltip. */
export const UserAgentCell = ({ userAgent }: { userAgent: string }) => {
  const { browser, system } = readUserAgent(userAgent);
  const text = [browser, system].filter(Boolean).join(' · ');
  if (!text) return <>{userAgent || '—'}</>;
  return (
    <Tooltip title={userAgent} placement="topLeft">
      <span>{text}</span>
    </Tooltip>
  );
};
