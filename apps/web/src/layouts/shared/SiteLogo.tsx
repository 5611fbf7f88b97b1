import { useSiteName } from '../../features/website/useSiteName.ts';
import { useSiteSettings } from '../../features/website/useSiteSettings.ts';

type SiteLogoProps = { showTitle?: boolean; className?: string };

/** Logo from the website settings (Podium mark as fallback) with the site's short name. */
export const SiteLogo = ({ showTitle = true, className = '' }: SiteLogoProps) => {
  const settings = useSiteSettings();
  const name = useSiteName();
  return (
    <span className={`site-logo ${className}`} title={name}>
      <img src={settings?.logoUrl || '/logo.svg'} alt={showTitle ? '' : name} className="site-logo-img" />
      {showTitle && <span className="site-logo-title">{name}</span>}
    </span>
  );
};
