import type { Dispatch, ReactNode } from 'react';
import { Button, Divider, Dropdown, Tooltip } from 'antd';
import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  ColumnWidthOutlined,
  CopyOutlined,
  DeleteOutlined,
  LockOutlined,
  RedoOutlined,
  SnippetsOutlined,
  UndoOutlined,
  UnlockOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignMiddleOutlined,
  VerticalAlignTopOutlined,
  BlockOutlined,
  ColumnHeightOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { canRedo, canUndo } from '@podium/certificate';
import { currentSlide, type DesignerAction, type DesignerState } from './designer-state.ts';
import { LAYER_MOVES, type AlignMode } from './geometry.ts';

type Props = { state: DesignerState; dispatch: Dispatch<DesignerAction> };

/** An icon button with its name read out (aria-label) and shown on hover (tooltip). */
const ToolButton = ({
  label,
  icon,
  onClick,
  disabled,
  testId,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  testId?: string;
}) => (
  <Tooltip title={label}>
    <Button
      type="text"
      size="small"
      aria-label={label}
      icon={icon}
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
    />
  </Tooltip>
);

const ALIGN_ICONS: Record<AlignMode, ReactNode> = {
  left: <AlignLeftOutlined />,
  centerH: <AlignCenterOutlined />,
  right: <AlignRightOutlined />,
  top: <VerticalAlignTopOutlined />,
  middle: <VerticalAlignMiddleOutlined />,
  bottom: <VerticalAlignBottomOutlined />,
};

/** Undo/redo, clipboard, alignment, distribution, layers and lock for the selection. */
export const DesignerToolbar = ({ state, dispatch }: Props) => {
  const { t } = useTranslation('certificateDesigner');
  const chosen = currentSlide(state.history.present).elements.filter((e) => state.selection.includes(e.id));
  const none = chosen.length === 0;
  const locked = !none && chosen.every((e) => e.lock);
  return (
    <div className="cd-toolbar" role="toolbar" aria-label={t('toolbarLabel')}>
      <ToolButton
        label={t('tool.undo')}
        icon={<UndoOutlined />}
        onClick={() => dispatch({ type: 'undo' })}
        disabled={!canUndo(state.history)}
        testId="tool-undo"
      />
      <ToolButton
        label={t('tool.redo')}
        icon={<RedoOutlined />}
        onClick={() => dispatch({ type: 'redo' })}
        disabled={!canRedo(state.history)}
        testId="tool-redo"
      />
      <Divider type="vertical" />
      <ToolButton
        label={t('tool.copy')}
        icon={<CopyOutlined />}
        onClick={() => dispatch({ type: 'copy' })}
        disabled={none}
      />
      <ToolButton
        label={t('tool.paste')}
        icon={<SnippetsOutlined />}
        onClick={() => dispatch({ type: 'paste' })}
        disabled={state.clipboard.length === 0}
      />
      <ToolButton
        label={t('tool.delete')}
        icon={<DeleteOutlined />}
        onClick={() => dispatch({ type: 'delete' })}
        disabled={none}
      />
      <Divider type="vertical" />
      {(Object.keys(ALIGN_ICONS) as AlignMode[]).map((mode) => (
        <ToolButton
          key={mode}
          label={t(`align.${mode}`)}
          icon={ALIGN_ICONS[mode]}
          onClick={() => dispatch({ type: 'align', mode })}
          disabled={none}
        />
      ))}
      <ToolButton
        label={t('tool.distributeH')}
        icon={<ColumnWidthOutlined />}
        onClick={() => dispatch({ type: 'distribute', axis: 'horizontal' })}
        disabled={chosen.length < 3}
      />
      <ToolButton
        label={t('tool.distributeV')}
        icon={<ColumnHeightOutlined />}
        onClick={() => dispatch({ type: 'distribute', axis: 'vertical' })}
        disabled={chosen.length < 3}
      />
      <Divider type="vertical" />
      <Dropdown
        disabled={none}
        menu={{
          items: LAYER_MOVES.map((move) => ({ key: move, label: t(`layer.${move}`) })),
          onClick: ({ key }) => dispatch({ type: 'layer', move: key as (typeof LAYER_MOVES)[number] }),
        }}
      >
        <Tooltip title={t('tool.layer')}>
          <Button
            type="text"
            size="small"
            aria-label={t('tool.layer')}
            icon={<BlockOutlined />}
            disabled={none}
          />
        </Tooltip>
      </Dropdown>
      <ToolButton
        label={locked ? t('tool.unlock') : t('tool.lock')}
        icon={locked ? <UnlockOutlined /> : <LockOutlined />}
        onClick={() => dispatch({ type: 'toggleLock' })}
        disabled={none}
      />
    </div>
  );
};
