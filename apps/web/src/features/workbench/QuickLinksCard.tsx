import { Card, Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../auth/session-store.ts';
import { flattenMenu, menuQueryString } from '../menu/menu-routes.ts';
import { menuIcon } from '../../layouts/desk/menu-icons.tsx';

const MAX_LINKS = 8;

/** The first visible pages of the user's menu as tiles. */
export const QuickLinksCard = () => {
  const { t } = useTranslation('desk');
  const { menu } = useSession();
  const links = useMemo(
    () =>
      flattenMenu(menu)
        .filter((route) => !route.hidden && route.path !== '/dashboard')
        .slice(0, MAX_LINKS),
    [menu],
  );
  return (
    <Card
      title={<h2 className="card-heading">{t('workbench.quickLinks')}</h2>}
      variant="borderless"
      className="workbench-card"
    >
      {links.length === 0 ? (
        <Empty description={t('workbench.noQuickLinks')} />
      ) : (
        <ul className="quick-links">
          {links.map((link) => (
            <li key={link.path}>
              <Link to={`${link.path}${menuQueryString(link.query)}`} className="quick-link">
                <span className="quick-link-icon" aria-hidden>
                  {menuIcon(link.icon, true)}
                </span>
                <span className="quick-link-title">{link.title}</span>
                {link.trail.length > 0 && (
                  <small className="quick-link-trail">{link.trail.join(' / ')}</small>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
};
