import { useEffect, useId, useReducer, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { linkPath, type NavLink } from '../../features/website/nav-links.ts';
import { CLOSED, nextDisclosure } from './nav-disclosure.ts';

// Here rather than in a module of its own: PortalNav (the drawer) imports it from this module, which
// every first load has, instead of the build splitting a one-function file into a request of its own.
/** The key of the link whose path the current page is on (deepest match wins), with its column's. */
export const selectedNavKeys = (links: NavLink[], pathname: string): string[] => {
  const flat = links.flatMap((link) => [link, ...link.children]);
  const hit = flat
    .filter((link) => pathname === linkPath(link.to) || pathname.startsWith(`${linkPath(link.to)}/`))
    .sort((a, b) => linkPath(b.to).length - linkPath(a.to).length)[0];
  if (!hit) return [];
  const parent = links.find((link) => link.children.includes(hit));
  return parent ? [hit.key, parent.key] : [hit.key];
};

/** How long a hovered-out column stays open (the pointer may cross the gap to its list). */
const CLOSE_DELAY_MS = 150;

type ColumnProps = { link: NavLink; isSelected: boolean; selectedKeys: string[] };

/**
 * A column with several links: a disclosure button (WAI-ARIA disclosure navigation) whose list opens on
 * hover, click, Enter or Space, and closes on Escape (focus back on the button), on leaving or on
 * following a link. Hover and click agree through `nextDisclosure` (a click after the hover that opened
 * the list keeps it open).
 */
const NavColumn = ({ link, isSelected, selectedKeys }: ColumnProps) => {
  const [{ isOpen }, dispatch] = useReducer(nextDisclosure, CLOSED);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => dispatch('pointerLeave'), CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    dispatch('close');
    buttonRef.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) dispatch('close');
  };
  return (
    <li
      className={`portal-topnav-item has-children${isSelected ? ' is-selected' : ''}${isOpen ? ' is-open' : ''}`}
      onMouseEnter={() => {
        cancelClose();
        dispatch('pointerEnter');
      }}
      onMouseLeave={closeSoon}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className="portal-topnav-link"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => dispatch('toggle')}
      >
        {link.label}
      </button>
      <ul id={listId} className="portal-topnav-sub" hidden={!isOpen}>
        {link.children.map((child) => {
          const isCurrent = selectedKeys.includes(child.key);
          return (
            <li key={child.key} className={isCurrent ? 'is-selected' : undefined}>
              <Link
                to={child.to}
                aria-current={isCurrent ? 'page' : undefined}
                onClick={() => dispatch('close')}
              >
                {child.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
};

/**
 * The portal's top navigation on wide screens, in plain links and buttons: it paints with the header,
 * without antd's Menu (rc-menu, triggers, overflow: ~30 KB compressed) in the visitor's first load.
 * Looks like antd's horizontal Menu (portal.css). The phone drawer still uses antd's Menu (PortalNav).
 */
export const PortalTopNav = ({ links }: { links: NavLink[] }) => {
  const { t } = useTranslation('portal');
  const { pathname } = useLocation();
  const selectedKeys = selectedNavKeys(links, pathname);
  return (
    <nav aria-label={t('nav.label')} className="portal-nav is-horizontal">
      <ul className="portal-topnav">
        {links.map((link) => {
          const isSelected = selectedKeys.includes(link.key);
          if (link.children.length > 0)
            return (
              <NavColumn key={link.key} link={link} isSelected={isSelected} selectedKeys={selectedKeys} />
            );
          return (
            <li key={link.key} className={`portal-topnav-item${isSelected ? ' is-selected' : ''}`}>
              <Link
                to={link.to}
                className="portal-topnav-link"
                aria-current={isSelected ? 'page' : undefined}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
