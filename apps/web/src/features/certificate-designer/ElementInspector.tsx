import type { Dispatch } from 'react';
import { Button, Empty, Form, Input, InputNumber, Select, Segmented, Switch, Tooltip } from 'antd';
import { BoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CODE_LABELS,
  IMAGE_CODES,
  parseRichText,
  performAction,
  type Design,
  TEXT_CODES,
  type DesignElement,
  type ElementPatch,
  type ImageElement,
  type TextAlign,
  type TextElement,
} from '@podium/certificate';
import { updateOne, type DesignerAction } from './designer-state.ts';
import { FONT_OPTIONS } from './font-stacks.ts';
import { ImageSourceUpload } from './ImageSourceUpload.tsx';
import { patchForAlign, patchForCode, patchForStyle, placeholderOf } from './text-editing.ts';
import { useTextDraft } from './useTextDraft.ts';

type Props = { element: DesignElement; dispatch: Dispatch<DesignerAction> };

const useLang = () => (useTranslation().i18n.language.startsWith('en') ? 'en' : 'zh');

/** Position and size, in logical units; each change is one undo step. */
const BoxFields = ({ element, change }: { element: DesignElement; change: (p: ElementPatch) => void }) => {
  const { t } = useTranslation('certificateDesigner');
  const field = (key: 'left' | 'top' | 'width' | 'height' | 'rotate') => (
    <Form.Item label={t(`box.${key}`)} key={key}>
      <InputNumber
        size="small"
        value={Math.round(element[key] * 10) / 10}
        min={key === 'width' || key === 'height' ? 1 : key === 'rotate' ? -360 : undefined}
        max={key === 'rotate' ? 360 : undefined}
        aria-label={t(`box.${key}`)}
        onChange={(v) => typeof v === 'number' && change({ [key]: v })}
      />
    </Form.Item>
  );
  return (
    <div className="cd-box-fields">{(['left', 'top', 'width', 'height', 'rotate'] as const).map(field)}</div>
  );
};

const TextFields = ({
  element,
  dispatch,
  change,
}: { element: TextElement } & Pick<Props, 'dispatch'> & { change: (p: ElementPatch) => void }) => {
  const { t } = useTranslation('certificateDesigner');
  const lang = useLang();
  const draft = useTextDraft(element, dispatch);
  const align = parseRichText(element.content)[0]?.align ?? 'left';
  return (
    <>
      <Form.Item label={t('text.content')}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 6 }}
          value={draft.value}
          disabled={Boolean(element.code)}
          onChange={(e) => draft.onChange(e.target.value)}
          onBlur={draft.onBlur}
          aria-label={t('text.content')}
          data-testid="text-content"
        />
      </Form.Item>
      <Form.Item label={t('text.font')}>
        <Select
          size="small"
          value={element.fontFamily}
          aria-label={t('text.font')}
          options={FONT_OPTIONS.map((f) => ({ value: f.value, label: f[lang] }))}
          onChange={(fontFamily: string) => change(patchForStyle(element, { fontFamily }))}
        />
      </Form.Item>
      <div className="cd-inline-fields">
        <Form.Item label={t('text.size')}>
          <InputNumber
            size="small"
            min={6}
            max={300}
            value={element.fontSize}
            aria-label={t('text.size')}
            onChange={(v) => typeof v === 'number' && change(patchForStyle(element, { fontSize: v }))}
          />
        </Form.Item>
        <Form.Item label={t('text.color')}>
          <input
            type="color"
            className="cd-color"
            aria-label={t('text.color')}
            value={toHex(element.color ?? element.defaultColor)}
            onChange={(e) => change(patchForStyle(element, { color: e.target.value }))}
          />
        </Form.Item>
        <Tooltip title={t('text.bold')}>
          <Button
            size="small"
            aria-label={t('text.bold')}
            aria-pressed={element.bold}
            type={element.bold ? 'primary' : 'default'}
            icon={<BoldOutlined />}
            onClick={() => change(patchForStyle(element, { bold: !element.bold }))}
          />
        </Tooltip>
      </div>
      <Form.Item label={t('text.align')}>
        <Segmented<TextAlign>
          size="small"
          value={align}
          options={(['left', 'center', 'right'] as const).map((v) => ({
            value: v,
            label: t(`text.align_${v}`),
          }))}
          onChange={(v) => change(patchForAlign(element, v))}
        />
      </Form.Item>
      <Form.Item label={t('text.vertical')}>
        <Switch
          size="small"
          checked={element.vertical}
          onChange={(vertical) => change({ vertical })}
          aria-label={t('text.vertical')}
        />
      </Form.Item>
      <Form.Item
        label={t('code.label')}
        extra={element.code ? t('code.hint', { placeholder: placeholderOf(element.code, lang) }) : undefined}
      >
        <Select
          size="small"
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('code.none')}
          value={element.code}
          aria-label={t('code.label')}
          data-testid="code-select"
          options={TEXT_CODES.map((code) => ({ value: code, label: CODE_LABELS[code][lang] }))}
          onChange={(code?: TextElement['code']) =>
            code
              ? change(patchForCode(element, code))
              : dispatch({ type: 'change', update: (doc) => removeCode(doc, element.id) })
          }
        />
      </Form.Item>
      {!element.code && (
        // A fixed text that labels a value ("指导教师：") is left out of certificates whose value is empty.
        <Form.Item label={t('labelOf.label')} extra={element.labelOf ? t('labelOf.hint') : undefined}>
          <Select
            size="small"
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('labelOf.none')}
            value={element.labelOf}
            aria-label={t('labelOf.label')}
            data-testid="label-of-select"
            options={TEXT_CODES.map((code) => ({ value: code, label: CODE_LABELS[code][lang] }))}
            onChange={(labelOf?: TextElement['labelOf']) => change({ labelOf })}
          />
        </Form.Item>
      )}
    </>
  );
};

const ImageFields = ({
  element,
  dispatch,
  change,
}: { element: ImageElement } & Pick<Props, 'dispatch'> & { change: (p: ElementPatch) => void }) => {
  const { t } = useTranslation('certificateDesigner');
  const lang = useLang();
  return (
    <>
      <Form.Item label={t('image.source')}>
        <ImageSourceUpload onUploaded={(src) => change({ src })} label={t('image.replace')} />
      </Form.Item>
      <Form.Item label={t('image.fixedRatio')}>
        <Switch
          size="small"
          checked={element.fixedRatio}
          onChange={(fixedRatio) => change({ fixedRatio })}
          aria-label={t('image.fixedRatio')}
        />
      </Form.Item>
      <Form.Item label={t('code.label')}>
        <Select
          size="small"
          allowClear
          placeholder={t('code.none')}
          value={element.code}
          aria-label={t('code.label')}
          options={IMAGE_CODES.map((code) => ({ value: code, label: CODE_LABELS[code][lang] }))}
          onChange={(code?: ImageElement['code']) =>
            code
              ? change({ code })
              : dispatch({ type: 'change', update: (doc) => removeCode(doc, element.id) })
          }
        />
      </Form.Item>
    </>
  );
};

const removeCode = (doc: Design, id: string) =>
  performAction(doc, 'removeElementProps', { elementId: id, propName: 'code' });

const toHex = (color: string) => {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  return /^#[0-9a-f]{6}$/i.test(color) ? color : '#000000';
};

/** Properties of the one selected element. */
export const ElementInspector = ({ element, dispatch }: Props) => {
  const { t } = useTranslation('certificateDesigner');
  const change = (props: ElementPatch) =>
    dispatch({ type: 'change', update: (doc) => updateOne(doc, element.id, props) });
  return (
    <Form layout="vertical" size="small" className="cd-inspector" key={element.id}>
      <Form.Item label={t('box.name')}>
        <Input
          size="small"
          value={element.name}
          maxLength={100}
          aria-label={t('box.name')}
          onChange={(e) => {
            const name = e.target.value;
            dispatch({ type: 'preview', update: (doc) => updateOne(doc, element.id, { name }) });
          }}
          onBlur={() => dispatch({ type: 'commit' })}
        />
      </Form.Item>
      <BoxFields element={element} change={change} />
      {element.type === 'text' ? (
        <TextFields element={element} dispatch={dispatch} change={change} />
      ) : (
        <ImageFields element={element} dispatch={dispatch} change={change} />
      )}
    </Form>
  );
};

export const NothingSelected = () => {
  const { t } = useTranslation('certificateDesigner');
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('nothingSelected')} />;
};
