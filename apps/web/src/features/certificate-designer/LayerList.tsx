import type { Dispatch } from 'react';
import { Button, List, Tooltip } from 'antd';
import { FileImageOutlined, FontSizeOutlined, LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { currentSlide, type DesignerAction, type DesignerState } from './designer-state.ts';

/** Every element of the slide, top first: the way to reach locked ones (backgrounds) and tiny ones. */
export const LayerList = ({
  state,
  dispatch,
}: {
  state: DesignerState;
  dispatch: Dispatch<DesignerAction>;
}) => {
  const { t } = useTranslation('certificateDesigner');
  const elements = [...currentSlide(state.history.present).elements].reverse();
  return (
    <List
      size="small"
      className="cd-layers"
      dataSource={elements}
      renderItem={(element) => (
        <List.Item className={state.selection.includes(element.id) ? 'is-selected' : ''}>
          <Button
            type="text"
            size="small"
            block
            className="cd-layer-button"
            icon={element.type === 'text' ? <FontSizeOutlined /> : <FileImageOutlined />}
            onClick={(e) => dispatch({ type: 'select', ids: [element.id], additive: e.shiftKey })}
          >
            <span className="cd-layer-name">
              {element.name || (element.type === 'text' ? element.contentText : t('image.name'))}
            </span>
            {element.lock && (
              <Tooltip title={t('locked')}>
                <LockOutlined aria-label={t('locked')} />
              </Tooltip>
            )}
          </Button>
        </List.Item>
      )}
    />
  );
};
