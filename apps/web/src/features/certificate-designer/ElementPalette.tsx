import type { Dispatch } from 'react';
import { Button, Collapse, Tooltip } from 'antd';
import { FontSizeOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { createImage, PREPARED_GROUPS } from '@podium/certificate';
import type { DesignerAction } from './designer-state.ts';
import { ImageSourceUpload } from './ImageSourceUpload.tsx';
import { createDefaultText } from './text-editing.ts';

type Props = { dispatch: Dispatch<DesignerAction> };

/** Sections of the prepared groups, by the prefix of their kind. */
const SECTIONS = [
  'awardRecipient',
  'awardName',
  'portrait',
  'personalName',
  'companyName',
  'certNo',
  'qrCode',
  'seal',
] as const;
/** i18next reads ':' as a namespace separator: `certNo:randomAlnum` is stored as `certNo.randomAlnum`. */
export const groupNameKey = (kind: string) => `groupNames.${kind.replace(':', '.')}`;
const sectionOf = (kind: string) => kind.split(':')[0] as (typeof SECTIONS)[number];

/** Where new things land: near the top-left quarter, so they are visible and not on top of the title. */
const DROP = { left: 120, top: 120 };

/** Adds a text, an uploaded image or one of the prepared element groups of spec §3. */
export const ElementPalette = ({ dispatch }: Props) => {
  const { t } = useTranslation('certificateDesigner');
  // Every kind has a name in both languages (palette-names.test.ts), so the key cast is safe.
  const groups = Object.keys(PREPARED_GROUPS).map((kind) => ({
    kind,
    name: t(groupNameKey(kind) as 'groupNames.awardName'),
  }));
  return (
    <div className="cd-palette">
      <div className="cd-palette-basics">
        <Button
          icon={<FontSizeOutlined />}
          onClick={() => dispatch({ type: 'add', elements: [createDefaultText(t('newText'), DROP)] })}
          aria-label={t('addText')}
          data-testid="add-text"
        >
          {t('addText')}
        </Button>
        <ImageSourceUpload
          label={t('addImage')}
          onUploaded={(src) =>
            dispatch({
              type: 'add',
              elements: [createImage({ src, name: t('image.name'), ...DROP, width: 200, height: 200 })],
            })
          }
        />
      </div>
      <Collapse
        size="small"
        ghost
        defaultActiveKey={['awardRecipient', 'awardName']}
        items={SECTIONS.map((section) => ({
          key: section,
          label: t(`groups.${section}`),
          children: (
            <div className="cd-group-list">
              {groups
                .filter((g) => sectionOf(g.kind) === section)
                .map(({ kind, name }) => (
                  <Tooltip key={kind} title={t('addGroup', { name })} placement="right">
                    <Button
                      size="small"
                      block
                      icon={<PlusOutlined />}
                      className="cd-group-button"
                      aria-label={t('addGroup', { name })}
                      onClick={() => {
                        const make = PREPARED_GROUPS[kind];
                        if (make) dispatch({ type: 'add', elements: make().elements });
                      }}
                    >
                      {name}
                    </Button>
                  </Tooltip>
                ))}
            </div>
          ),
        }))}
      />
    </div>
  );
};
