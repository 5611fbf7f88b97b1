import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type ContentHeroProps = { title: string; subtitle?: string; parent?: string };

/** The band at the top of every content page: breadcrumb, title and lead line. */
export const ContentHero = ({ title, subtitle, parent }: ContentHeroProps) => {
  const { t } = useTranslation('news');
  return (
    <section className="news-hero content-hero">
      <div className="portal-container news-hero-inner">
        <div>
          <Breadcrumb
            className="news-breadcrumb"
            items={[
              {
                title: (
                  <Link to="/home/homepage">
                    <HomeOutlined aria-hidden /> {t('portal.home')}
                  </Link>
                ),
              },
              ...(parent ? [{ title: parent }] : []),
              { title },
            ]}
          />
          <h1 className="news-hero-title">{title}</h1>
          {subtitle && <p className="news-hero-subtitle">{subtitle}</p>}
        </div>
      </div>
    </section>
  );
};
