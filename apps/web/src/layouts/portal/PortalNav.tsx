import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { linkPath, type NavLink } from '../../features/website/nav-links.ts';

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

/** The key of the link whose path the current page is on (deepest match wins). */
const selectedKeys = (links: NavLink[], pathname: string): string[] => {
  const flat = links.flatMap((link) => [link, ...link.children]);
  const hit = flat
    .filter((link) => pathname === linkPath(link.to) || pathname.startsWith(`${linkPath(link.to)}/`))
    .sort((a, b) => linkPath(b.to).length - linkPath(a.to).length)[0];
  if (!hit) return [];
  const parent = links.find((link) => link.children.includes(hit));
  return parent ? [hit.key, parent.key] : [hit.key];
};

/** Portal navigation built from the website settings; antd's menu is keyboard reachable. */
export const PortalNav = ({ links, mode, onNavigate }: PortalNavProps) => {
  const { t } = useTranslation('portal');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.label')} className={`portal-nav is-${mode}`}>
      <Menu
        mode={mode}
        items={toItems(links, onNavigate)}
        selectedKeys={selectedKeys(links, pathname)}
        disabledOverflow={mode === 'horizontal'}
        className="portal-nav-menu"
      />
    </nav>
  );
};
