import {
  BoldOutlined,
  CloudUploadOutlined,
  CodeOutlined,
  ItalicOutlined,
  LinkOutlined,
  LineOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { App, Button, Tooltip, Upload } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showPrompt } from '../feedback/dialogs.tsx';
import { uploadEditorImage } from './upload-editor-image.ts';

/** Spec §5: content-change watching is debounced at 50 ms; never below 20 ms. */
const CHANGE_DEBOUNCE_MS = 50;
const SAFE_URL = /^(https?:\/\/|mailto:|\/(?!\/))\S+$/i;

export type TiptapEditorProps = { value?: string; onChange?: (html: string) => void; ariaLabel: string };

type ToolProps = {
  label: string;
  icon: ReactNode;
  active?: boolean;
  onClick: () => void;
  disabled?: boolean;
};
const Tool = ({ label, icon, active, onClick, disabled }: ToolProps) => (
  <Tooltip title={label}>
    <Button
      type={active ? 'primary' : 'text'}
      size="small"
      icon={icon}
      aria-label={label}
      aria-pressed={active}
      onClick={onClick}
      disabled={disabled}
    />
  </Tooltip>
);

const Toolbar = ({ editor }: { editor: Editor }) => {
  const { t } = useTranslation('news');
  const { message } = App.useApp();
  const chain = () => editor.chain().focus();
  const askUrl = async (title: string) => {
    const url = await showPrompt({ label: title, pattern: SAFE_URL, message: t('edit.urlRule') });
    return url?.trim() ? url.trim() : null;
  };
  return (
    <div className="tiptap-toolbar" role="toolbar" aria-label={t('edit.content')}>
      <Tool
        label={t('editor.bold')}
        icon={<BoldOutlined />}
        active={editor.isActive('bold')}
        onClick={() => chain().toggleBold().run()}
      />
      <Tool
        label={t('editor.italic')}
        icon={<ItalicOutlined />}
        active={editor.isActive('italic')}
        onClick={() => chain().toggleItalic().run()}
      />
      <Tool
        label={t('editor.underline')}
        icon={<UnderlineOutlined />}
        active={editor.isActive('underline')}
        onClick={() => chain().toggleUnderline().run()}
      />
      <Tool
        label={t('editor.strike')}
        icon={<StrikethroughOutlined />}
        active={editor.isActive('strike')}
        onClick={() => chain().toggleStrike().run()}
      />
      <span className="tiptap-sep" />
      <Tool
        label={t('editor.heading2')}
        icon={<b>H2</b>}
        active={editor.isActive('heading', { level: 2 })}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <Tool
        label={t('editor.heading3')}
        icon={<b>H3</b>}
        active={editor.isActive('heading', { level: 3 })}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <Tool
        label={t('editor.bulletList')}
        icon={<UnorderedListOutlined />}
        active={editor.isActive('bulletList')}
        onClick={() => chain().toggleBulletList().run()}
      />
      <Tool
        label={t('editor.orderedList')}
        icon={<OrderedListOutlined />}
        active={editor.isActive('orderedList')}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Tool
        label={t('editor.blockquote')}
        icon={<b>“</b>}
        active={editor.isActive('blockquote')}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <Tool
        label={t('editor.codeBlock')}
        icon={<CodeOutlined />}
        active={editor.isActive('codeBlock')}
        onClick={() => chain().toggleCodeBlock().run()}
      />
      <Tool
        label={t('editor.horizontalRule')}
        icon={<LineOutlined />}
        onClick={() => chain().setHorizontalRule().run()}
      />
      <span className="tiptap-sep" />
      <Tool
        label={t('editor.link')}
        icon={<LinkOutlined />}
        active={editor.isActive('link')}
        onClick={async () => {
          if (editor.isActive('link')) return void chain().unsetLink().run();
          const href = await askUrl(t('editor.linkPrompt'));
          if (href) chain().extendMarkRange('link').setLink({ href }).run();
        }}
      />
      <Tool
        label={t('editor.image')}
        icon={<PictureOutlined />}
        onClick={async () => {
          const src = await askUrl(t('editor.imagePrompt'));
          if (src) chain().setImage({ src }).run();
        }}
      />
      {/*
        antd's Upload, not a bare <input type="file" hidden>: inside a Form, antd's reset shows file inputs
        (display: block beats the hidden attribute), and the browser's own "Choose File" is never translated.
      */}
      <Upload
        accept="image/png,image/jpeg,image/gif,image/webp"
        showUploadList={false}
        beforeUpload={(file) => {
          void uploadEditorImage(file).then(
            (src) => chain().setImage({ src, alt: file.name }).run(),
            () => void message.error(t('editor.uploadFailed')),
          );
          // The editor uploads it itself (to the server's image store) and inserts the answer.
          return false;
        }}
      >
        <Tool label={t('editor.uploadImage')} icon={<CloudUploadOutlined />} onClick={() => undefined} />
      </Upload>
      <span className="tiptap-sep" />
      <Tool
        label={t('editor.undo')}
        icon={<UndoOutlined />}
        disabled={!editor.can().undo()}
        onClick={() => chain().undo().run()}
      />
      <Tool
        label={t('editor.redo')}
        icon={<RedoOutlined />}
        disabled={!editor.can().redo()}
        onClick={() => chain().redo().run()}
      />
    </div>
  );
};

/** The TipTap editor (starter kit with links, plus images). Loaded on demand by RichTextField. */
export const TiptapEditor = ({ value, onChange, ariaLabel }: TiptapEditorProps) => {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
      Image,
    ],
    content: value ?? '',
    editorProps: {
      attributes: {
        class: 'tiptap-content rich-text',
        'aria-label': ariaLabel,
        role: 'textbox',
        'aria-multiline': 'true',
      },
    },
    onUpdate: ({ editor: e }) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => onChange?.(e.isEmpty ? '' : e.getHTML()), CHANGE_DEBOUNCE_MS);
    },
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  // A value loaded after the editor started (editing an existing article) replaces the empty start.
  useEffect(() => {
    if (editor && value !== undefined && value !== editor.getHTML() && editor.isEmpty)
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  if (!editor) return null;
  return (
    <div className="tiptap-frame">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
};
