import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PortalPageBand } from '../../layouts/portal/PortalPageBand.tsx';

type NewsPageHeroProps = { title: string; parent?: string; subtitle?: string; keyword?: string };

/** The band at the top of every news page: the portal's page band with the site-wide news search. */
export const NewsPageHero = ({ title, parent, subtitle, keyword }: NewsPageHeroProps) => {
  const { t } = useTranslation('news');
  const navigate = useNavigate();
  return (
    <PortalPageBand
      title={title}
      parent={parent}
      subtitle={subtitle}
      extra={
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
      }
    />
  );
};
