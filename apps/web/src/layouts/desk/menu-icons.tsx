import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  DashboardOutlined,
  FileTextOutlined,
  GlobalOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/**
 * Menu `icon` strings from the server → icons. Only the icons in use are bundled (importing every
 * icon would add megabytes); unknown names fall back to a neutral one.
 */
const ICONS: Readonly<Record<string, ReactNode>> = {
  DashboardOutlined: <DashboardOutlined />,
  TrophyOutlined: <TrophyOutlined />,
  AuditOutlined: <AuditOutlined />,
  TeamOutlined: <TeamOutlined />,
  SafetyCertificateOutlined: <SafetyCertificateOutlined />,
  AccountBookOutlined: <AccountBookOutlined />,
  ReadOutlined: <ReadOutlined />,
  BarChartOutlined: <BarChartOutlined />,
  GlobalOutlined: <GlobalOutlined />,
  SettingOutlined: <SettingOutlined />,
  UserOutlined: <UserOutlined />,
  FileTextOutlined: <FileTextOutlined />,
};

export const menuIcon = (name: string, isTopLevel: boolean): ReactNode =>
  ICONS[name] ?? (isTopLevel ? <AppstoreOutlined /> : undefined);
