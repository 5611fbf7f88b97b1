import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentMeta } from '../../app/routes/useCurrentMeta.ts';
import { useRouteTitle } from '../../app/routes/useRouteTitle.ts';

type PortalPageBandProps = {
  /** The page's heading; when empty, the route's own title (loading, not-found and empty states). */
  title?: ReactNode;
  subtitle?: ReactNode;
  /** A middle breadcrumb step (e.g. the news column). */
  parent?: string;
  /** Beside the title on desktops, under it on phones (e.g. the news search). */
  extra?: ReactNode;
  /** A page's own variant of the band (its colours, a background picture). */
  className?: string;
};

/**
 * The blue band at the top of every portal page except the homepage (whose banner takes its place):
 * breadcrumb, the page's one `h1`, a lead line. Pages with a richer band of their own (teams, works,
 * competitions, awards) still carry the `portal-band` class so they share its colours, spacing and
 * phone layout; the portal layout journey checks that every route shows one.
 */
export const PortalPageBand = ({
  title: ownTitle,
  subtitle,
  parent,
  extra,
  className,
}: PortalPageBandProps) => {
  const { t } = useTranslation();
  const meta = useCurrentMeta();
  const titleOf = useRouteTitle();
  const title = ownTitle || (meta ? titleOf(meta.title) : '');
  return (
    <section className={className ? `portal-band ${className}` : 'portal-band'}>
      <div className="portal-container portal-band-inner">
        <div className="portal-band-text">
          <Breadcrumb
            className="portal-band-breadcrumb"
            items={[
              {
                title: (
                  <Link to="/home/homepage">
                    <HomeOutlined aria-hidden /> {t('route.homepage')}
                  </Link>
                ),
              },
              ...(parent ? [{ title: parent }] : []),
              ...(typeof title === 'string' ? [{ title }] : []),
            ]}
          />
          <h1 className="portal-band-title">{title}</h1>
          {subtitle && <p className="portal-band-subtitle">{subtitle}</p>}
        </div>
        {extra}
      </div>
    </section>
  );
};
