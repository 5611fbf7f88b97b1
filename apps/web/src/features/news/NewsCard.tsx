import { EyeOutlined, PushpinFilled } from '@ant-design/icons';
import type { PublicNewsRow } from '@podium/contracts';
import { formatBeijing } from '../beijing-time/beijing-time.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DATE_FORMAT } from '../../i18n/date-formats.ts';

type NewsCardProps = { news: PublicNewsRow; typeName: string; title?: ReactNode; excerpt?: ReactNode };

/** One article in a list: date block (or cover), title, excerpt, column and views. */
export const NewsCard = ({ news, typeName, title, excerpt }: NewsCardProps) => {
  const { t } = useTranslation('news');
  return (
    <article className="news-card">
      <Link to={`/home/newsDetails?newsId=${encodeURIComponent(news.newsId)}`} className="news-card-link">
        {news.cover ? (
          <img className="news-card-cover" src={news.cover} alt="" loading="lazy" />
        ) : (
          <div className="news-card-date" aria-hidden>
            <span className="news-card-day">{formatBeijing(news.publishTime, 'DD')}</span>
            <span className="news-card-month">{formatBeijing(news.publishTime, 'YYYY.MM')}</span>
          </div>
        )}
        <div className="news-card-body">
          <h3 className="news-card-title">
            {news.pinned && (
              <span className="news-pin">
                <PushpinFilled aria-hidden /> {t('portal.pinned')}
              </span>
            )}
            {title ?? news.title}
          </h3>
          <p className="news-card-excerpt">{excerpt ?? news.summary}</p>
          <div className="news-card-meta">
            <span className="news-type-tag">{typeName}</span>
            <time dateTime={news.publishTime}>{formatBeijing(news.publishTime, DATE_FORMAT)}</time>
            <span>
              <EyeOutlined aria-hidden /> {t('portal.views', { count: news.viewCount })}
            </span>
          </div>
        </div>
      </Link>
    </article>
  );
};
