import { Alert, Skeleton } from 'antd';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { TiptapEditorProps } from './TiptapEditor.tsx';
import './tiptap.css';

type LoadState =
  { kind: 'loading' } | { kind: 'ready'; Editor: ComponentType<TiptapEditorProps> } | { kind: 'failed' };

/**
 * A form control for rich text. The editor is its own chunk, loaded when a form needs it; when its
 * resources fail to load, the message of spec §8 says so instead of an empty box.
 */
export const RichTextField = (props: Omit<TiptapEditorProps, 'ariaLabel'> & { ariaLabel?: string }) => {
  const { t } = useTranslation('news');
  const [state, setState] = useState<LoadState>({ kind: 'loading' });
  useEffect(() => {
    let alive = true;
    import('./TiptapEditor.tsx')
      .then((m) => alive && setState({ kind: 'ready', Editor: m.TiptapEditor }))
      .catch(() => alive && setState({ kind: 'failed' }));
    return () => {
      alive = false;
    };
  }, []);
  if (state.kind === 'failed')
    return <Alert type="error" showIcon role="alert" message={t('editor.loadFailed')} />;
  if (state.kind === 'loading')
    return (
      <div aria-busy="true" aria-label={t('editor.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  const { Editor } = state;
  return <Editor {...props} ariaLabel={props.ariaLabel ?? t('edit.content')} />;
};
