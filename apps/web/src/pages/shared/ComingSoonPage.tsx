import { RocketOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentMeta } from '../../app/routes/useCurrentMeta.ts';
import { useRouteTitle } from '../../app/routes/useRouteTitle.ts';

/**
 * Placeholder for every route whose area is built by a later issue: a proper state inside the
 * surrounding shell, never a blank page. The route's own title says what is coming. Under the portal's
 * page band (which holds the page's `h1`) its heading is an `h2`.
 */
export const ComingSoonPage = ({ heading: Heading = 'h1' }: { heading?: 'h1' | 'h2' }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routeMeta = useCurrentMeta();
  const titleOf = useRouteTitle();
  const name = routeMeta ? titleOf(routeMeta.title) : '';
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <Result
        icon={<RocketOutlined className="coming-soon-icon" aria-hidden />}
        title={<Heading id="coming-soon-title">{t('comingSoon.title')}</Heading>}
        subTitle={name ? t('comingSoon.description', { name }) : t('comingSoon.generic')}
        extra={
          <Button type="primary" onClick={() => navigate(-1)}>
            {t('back')}
          </Button>
        }
      />
    </section>
  );
};
