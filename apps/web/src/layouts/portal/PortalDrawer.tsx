import { Button, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { SiteLogo } from '../shared/SiteLogo.tsx';
import type { NavLink } from '../../features/website/nav-links.ts';
import { PortalNav } from './PortalNav.tsx';

type PortalDrawerProps = {
  open: boolean;
  links: NavLink[];
  isSignedIn: boolean;
  onClose: () => void;
  onGo: (path: string) => void;
};

/**
 * The phone's menu: the navigation, and sign-in when signed out. Loaded by PortalHeader the first time
 * the menu button is pressed, so antd's Drawer is not part of the portal's first load.
 */
export const PortalDrawer = ({ open, links, isSignedIn, onClose, onGo }: PortalDrawerProps) => {
  const { t } = useTranslation('common');
  return (
    <Drawer open={open} onClose={onClose} placement="right" size={280} title={<SiteLogo />}>
      <PortalNav links={links} mode="inline" onNavigate={onClose} />
      {!isSignedIn && (
        // On a phone the top bar keeps only the logo, language and this menu: sign-in moves here.
        <div className="portal-drawer-account">
          <Button block onClick={() => onGo('/neibu/login')}>
            {t('login')}
          </Button>
          <Button block type="primary" onClick={() => onGo('/neibu/register')}>
            {t('register')}
          </Button>
        </div>
      )}
    </Drawer>
  );
};
