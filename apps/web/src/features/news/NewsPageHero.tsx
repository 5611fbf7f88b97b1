import { HomeOutlined, SearchOutlined } from '@ant-design/icons';
import { Breadcrumb, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

type NewsPageHeroProps = { title: string; parent?: string; subtitle?: string; keyword?: string };

/** The band at the top of every news page: breadcrumb, title, and the site-wide news search. */
export const NewsPageHero = ({ title, parent, subtitle, keyword }: NewsPageHeroProps) => {
  const { t } = useTranslation('news');
  const navigate = useNavigate();
  return (
    <section className="news-hero">
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
        <Input.Search
          key={keyword}
          className="news-hero-search"
          defaultValue={keyword}
          placeholder={t('portal.searchPlaceholder')}
          enterButton={
            <>
              <SearchOutlined aria-hidden /> {t('portal.search')}
            </>
          }
          aria-label={t('portal.searchPlaceholder')}
          maxLength={64}
          onSearch={(value) => {
            const k = value.trim();
            if (k) navigate(`/home/searchNews?keyword=${encodeURIComponent(k)}`);
          }}
        />
      </div>
    </section>
  );
};
