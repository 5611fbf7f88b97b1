import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { NavLink } from '../../features/website/nav-links.ts';
import { selectedNavKeys } from './PortalTopNav.tsx';

type PortalNavProps = { links: NavLink[]; mode: 'horizontal' | 'inline'; onNavigate?: () => void };

const toItems = (links: NavLink[], onNavigate?: () => void): MenuProps['items'] =>
  links.map((link) =>
    link.children.length > 0
      ? { key: link.key, label: link.label, children: toItems(link.children, onNavigate) }
      : {
          key: link.key,
          label: (
            <Link to={link.to} onClick={onNavigate}>
              {link.label}
            </Link>
          ),
        },
  );

/** The phone drawer's navigation (antd's inline menu; the wide header uses PortalTopNav). */
export const PortalNav = ({ links, mode, onNavigate }: PortalNavProps) => {
  const { t } = useTranslation('portal');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.label')} className={`portal-nav is-${mode}`}>
      <Menu
        mode={mode}
        items={toItems(links, onNavigate)}
        selectedKeys={selectedNavKeys(links, pathname)}
        disabledOverflow={mode === 'horizontal'}
        className="portal-nav-menu"
      />
    </nav>
  );
};
