import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_TEMPLATES, restoreDesign, type Design } from '@podium/certificate';
import { designApi, designKeys } from './designer-api.ts';
import { SlideView } from './SlideView.tsx';
import { READY_TEMPLATE_KEYS, startDesign } from './templates-catalogue.ts';
import { usePunctuation } from '../../i18n/usePunctuation.ts';

const THUMB_WIDTH = 220;

export type PickedTemplate = { design: Design; origin: string };

const Thumb = ({ design }: { design: Design }) => (
  <div className="cd-thumb" style={{ width: THUMB_WIDTH, height: THUMB_WIDTH * design.viewportRatio }}>
    <SlideView slide={design.slides[0]!} ratio={design.viewportRatio} width={THUMB_WIDTH} />
  </div>
);

/** Ready templates of the package, a blank certificate and the group's template library, as cards. */
export const TemplatePicker = ({
  onPick,
  busy,
}: {
  onPick: (picked: PickedTemplate) => void;
  busy?: boolean;
}) => {
  const { t, i18n } = useTranslation('certificateDesigner');
  const punct = usePunctuation();
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  const library = useQuery({
    queryKey: designKeys.page({ kind: 'template', pageSize: 50 }),
    queryFn: () => designApi.page({ kind: 'template', pageSize: 50 }),
  });
  const ready = READY_TEMPLATE_KEYS.map((key) => ({ key, design: startDesign(key) }));
  const pickLibrary = async (designId: string) => {
    const detail = await designApi.detail(designId);
    onPick({ design: restoreDesign(detail.design), origin: `library:${detail.title}`.slice(0, 100) });
  };

  return (
    <Spin spinning={Boolean(busy)}>
      <Typography.Title level={5}>{t('page.readyTemplates')}</Typography.Title>
      <div className="cd-template-grid">
        {ready.map(({ key, design }) => (
          <Card
            key={key}
            hoverable
            size="small"
            cover={<Thumb design={design} />}
            onClick={() => onPick({ design: startDesign(key), origin: key })}
            data-testid={`template-${key}`}
            role="button"
            aria-label={`${t('page.useTemplate')}${punct.colon}${CERTIFICATE_TEMPLATES[key][lang]}`}
          >
            <Card.Meta title={CERTIFICATE_TEMPLATES[key][lang]} />
          </Card>
        ))}
        <Card
          hoverable
          size="small"
          cover={<Thumb design={startDesign('blank')} />}
          onClick={() => onPick({ design: startDesign('blank'), origin: 'blank' })}
          role="button"
          aria-label={t('page.blank')}
        >
          <Card.Meta title={t('page.blank')} />
        </Card>
      </div>
      <Typography.Title level={5}>{t('page.libraryTemplates')}</Typography.Title>
      {library.data && library.data.rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('page.emptyLibrary')} />
      ) : (
        <div className="cd-template-grid">
          {library.data?.rows.map((row) => (
            <Card
              key={row.designId}
              hoverable
              size="small"
              onClick={() => void pickLibrary(row.designId)}
              role="button"
            >
              <Card.Meta title={row.title} description={row.groupName} />
            </Card>
          ))}
        </div>
      )}
    </Spin>
  );
};
