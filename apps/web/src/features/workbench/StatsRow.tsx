import { AppstoreOutlined, FileTextOutlined, KeyOutlined, TeamOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberScroll } from '../feedback/NumberScroll.tsx';
import { useSession } from '../auth/session-store.ts';
import { holdsAllPermissions } from '../permission/has-permission.ts';
import { flattenMenu, visibleMenuTree } from '../menu/menu-routes.ts';

/** `value` null: the account holds every permission, said in words rather than counted. */
type Stat = { key: string; label: string; value: number | null; icon: ReactNode; tone: string };

/** Counts of what this account can reach in the chosen group, animated (spec §9 number scroll). */
export const StatsRow = () => {
  const { t } = useTranslation('desk');
  const { menu, permissions, roles } = useSession();
  const stats = useMemo<Stat[]>(
    () => [
      {
        key: 'menus',
        label: t('workbench.menuCount'),
        value: visibleMenuTree(menu).length,
        icon: <AppstoreOutlined />,
        tone: 'blue',
      },
      {
        key: 'pages',
        label: t('workbench.pageCount'),
        value: flattenMenu(menu).length,
        icon: <FileTextOutlined />,
        tone: 'green',
      },
      {
        key: 'perms',
        label: t('workbench.permissionCount'),
        value: holdsAllPermissions({ roles, permissions }) ? null : permissions.length,
        icon: <KeyOutlined />,
        tone: 'orange',
      },
      {
        key: 'roles',
        label: t('workbench.roleCount'),
        value: roles.length,
        icon: <TeamOutlined />,
        tone: 'purple',
      },
    ],
    [menu, permissions, roles, t],
  );
  return (
    <section aria-label={t('workbench.stats')} className="stats-row">
      {stats.map((stat) => (
        <Card key={stat.key} variant="borderless" className="stat-card">
          <span className={`stat-icon tone-${stat.tone}`} aria-hidden>
            {stat.icon}
          </span>
          <div>
            <div className="stat-value">
              {stat.value === null ? t('workbench.allPermissions') : <NumberScroll value={stat.value} />}
            </div>
            <div className="stat-label">{stat.label}</div>
          </div>
        </Card>
      ))}
    </section>
  );
};
