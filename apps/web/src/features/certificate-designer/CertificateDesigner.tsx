import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { Alert, Button, Grid, Input, Select, Space, Tabs, Tag, Tooltip } from 'antd';
import {
  CheckCircleOutlined,
  CloudSyncOutlined,
  EyeOutlined,
  ExclamationCircleOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CANVAS_PERCENTAGE,
  CANVAS_SCALE,
  DEFAULT_VIEWPORT_RATIO,
  performAction,
  resolveDesign,
  type Design,
} from '@podium/certificate';
import { SpecimenSealWarning } from '../certificates/SpecimenSealWarning.tsx';
import { DesignCanvas } from './DesignCanvas.tsx';
import { DesignerToolbar } from './DesignerToolbar.tsx';
import { currentSlide, designerReducer, initialDesignerState } from './designer-state.ts';
import { ElementInspector, NothingSelected } from './ElementInspector.tsx';
import { ElementPalette } from './ElementPalette.tsx';
import { LayerList } from './LayerList.tsx';
import { PreviewModal } from './PreviewModal.tsx';
import { commandForKey, isEditableTarget } from './shortcuts.ts';
import { SlideView } from './SlideView.tsx';
import { useAutosave, type SaveStatus } from './useAutosave.ts';
import { useElementWidth } from '../../layouts/shared/useElementWidth.ts';
import type { WinnerPreview } from './winner-preview-api.ts';
import { WinnerPicker } from './WinnerPicker.tsx';
import './certificate-designer.css';

type Props = {
  initial: Design;
  /** Persists the design; resolves when the server has it. */
  save: (design: Design) => Promise<void>;
  /** Extra buttons at the right of the header (e.g. "back to the list"), given the design as it is now. */
  extra?: (design: Design) => React.ReactNode;
  /** The saved design being edited: enables the "real winner" preview (the server renders saved designs). */
  designId?: string;
};

const STATUS_ICON: Record<SaveStatus, React.ReactNode> = {
  saved: <CheckCircleOutlined />,
  unsaved: <CloudSyncOutlined />,
  saving: <CloudSyncOutlined spin />,
  error: <ExclamationCircleOutlined />,
};
const STATUS_COLOR: Record<SaveStatus, string> = {
  saved: 'success',
  unsaved: 'default',
  saving: 'processing',
  error: 'error',
};
const LANDSCAPE = DEFAULT_VIEWPORT_RATIO;
const PORTRAIT = Math.round((1 / DEFAULT_VIEWPORT_RATIO) * 10000) / 10000;

/**
 * The certificate designer (spec §1, §3, §4, §9): palette, canvas at the design's ratio (90 % of the
 * stage, scale 1), inspector, undo/redo over finished changes, keyboard shortcuts and autosave.
 * Narrow screens get a notice and a read-only preview instead of the editor.
 */
export const CertificateDesigner = ({ initial, save, extra, designId }: Props) => {
  const { t } = useTranslation('certificateDesigner');
  const screens = Grid.useBreakpoint();
  const [state, dispatch] = useReducer(designerReducer, initial, initialDesignerState);
  const design = state.history.present;
  const slide = currentSlide(design);
  const [stageRef, stageWidth] = useElementWidth<HTMLDivElement>();
  const [previewOpen, setPreviewOpen] = useState(false);
  const [winner, setWinner] = useState<WinnerPreview>();
  // The canvas shows the picked winner's values; the design itself keeps its dynamic codes.
  const shownSlide = useMemo(
    () => (winner ? currentSlide(resolveDesign(design, winner.record)) : slide),
    [design, slide, winner],
  );
  const { status, saveNow } = useAutosave(design, state.revision, state.history.pending !== null, save);
  // Before antd has measured, decide from the window so a phone never mounts the editor first.
  const wide = screens.lg ?? window.innerWidth >= 992;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        isEditableTarget(event.target) ||
        document.querySelector('.ant-modal-wrap:not([style*="display: none"])')
      )
        return;
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void saveNow();
        return;
      }
      const command = commandForKey(event);
      if (!command) return;
      event.preventDefault();
      dispatch(command);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [saveNow]);

  const setTitle = useCallback(
    (title: string) =>
      dispatch({ type: 'preview', update: (doc) => performAction(doc, 'setTitle', { title }) }),
    [],
  );
  const canvasWidth = Math.max(0, Math.floor(((stageWidth * CANVAS_PERCENTAGE) / 100) * CANVAS_SCALE));
  const selected = slide.elements.filter((e) => state.selection.includes(e.id));

  const header = (
    <div className="cd-header">
      <Input
        className="cd-title"
        value={design.title}
        maxLength={100}
        readOnly={!wide}
        aria-label={t('title')}
        onChange={(e) => setTitle(e.target.value)}
        onBlur={() => dispatch({ type: 'commit' })}
        data-testid="design-title"
      />
      <Space wrap>
        <Tag color={STATUS_COLOR[status]} icon={STATUS_ICON[status]} data-testid="save-status" role="status">
          {t(`status.${status}`)}
        </Tag>
        <Tooltip title={t('saveHint')}>
          <Button
            icon={<SaveOutlined />}
            onClick={() => void saveNow()}
            aria-label={t('save')}
            data-testid="save-now"
          >
            {t('save')}
          </Button>
        </Tooltip>
        <Button icon={<EyeOutlined />} onClick={() => setPreviewOpen(true)} data-testid="open-preview">
          {t('preview.open')}
        </Button>
        {extra?.(design)}
      </Space>
    </div>
  );
  const winnerBar = (
    <>
      {designId && <WinnerPicker designId={designId} saveNow={saveNow} onChange={setWinner} />}
      {/* Said while designing, not first on a printed certificate: the seal would be the demo 样章. */}
      <SpecimenSealWarning design={design} className="cd-seal-warning" />
    </>
  );

  if (!wide) {
    return (
      <div className="cd-designer cd-narrow">
        {header}
        {winnerBar}
        <Alert type="info" showIcon message={t('narrowNotice')} />
        <div className="cd-narrow-preview" ref={stageRef} data-testid="certificate-narrow-preview">
          {stageWidth > 0 && <SlideView slide={shownSlide} ratio={design.viewportRatio} width={stageWidth} />}
        </div>
        <PreviewModal
          design={design}
          winner={winner}
          open={previewOpen}
          onClose={() => setPreviewOpen(false)}
        />
      </div>
    );
  }

  return (
    <div className="cd-designer">
      {header}
      {winnerBar}
      <div className="cd-body">
        <aside className="cd-side cd-left" aria-label={t('paletteLabel')}>
          <ElementPalette dispatch={dispatch} />
        </aside>
        <section className="cd-center">
          <div className="cd-center-bar">
            <DesignerToolbar state={state} dispatch={dispatch} />
            <Select
              size="small"
              value={design.viewportRatio > 1 ? 'portrait' : 'landscape'}
              aria-label={t('orientation.label')}
              options={[
                { value: 'landscape', label: t('orientation.landscape') },
                { value: 'portrait', label: t('orientation.portrait') },
              ]}
              onChange={(v) =>
                dispatch({
                  type: 'change',
                  update: (doc) =>
                    performAction(doc, 'setViewportRatio', {
                      ratio: v === 'portrait' ? PORTRAIT : LANDSCAPE,
                    }),
                })
              }
            />
          </div>
          <div className="cd-stage" ref={stageRef}>
            {canvasWidth > 0 && (
              <DesignCanvas state={state} dispatch={dispatch} width={canvasWidth} shownSlide={shownSlide} />
            )}
          </div>
          <p className="cd-hint">{t('shortcutsHint')}</p>
        </section>
        <aside className="cd-side cd-right" aria-label={t('inspectorLabel')}>
          <Tabs
            size="small"
            items={[
              {
                key: 'props',
                label: t('inspector'),
                children:
                  selected.length === 1 ? (
                    <ElementInspector element={selected[0]!} dispatch={dispatch} />
                  ) : selected.length > 1 ? (
                    <p className="cd-multi">{t('multiSelected', { count: selected.length })}</p>
                  ) : (
                    <NothingSelected />
                  ),
              },
              {
                key: 'layers',
                label: t('layers'),
                children: <LayerList state={state} dispatch={dispatch} />,
              },
            ]}
          />
        </aside>
      </div>
      <PreviewModal
        design={design}
        winner={winner}
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
      />
    </div>
  );
};
