// The content editor's rich text (ADR 0076): TipTap with its starter kit (paragraphs, H2/H3,
// bold, italic, lists, links, history). It writes HTML; the server sanitises it again when it is
// saved. Only the back-office route modules import this file, so TipTap stays out of the
// storefront's bundles.
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import InsertLink from '@mui/icons-material/InsertLink';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState, type ReactNode } from 'react';
import { t } from '../../../../i18n/i18n';
import css from './rich-text-editor.module.css';

function ToolButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={css.tool}
      aria-label={label}
      title={label}
      {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [url, setUrl] = useState('');
  const chain = () => editor.chain().focus();
  const applyLink = () => {
    const href = url.trim();
    if (href) chain().extendMarkRange('link').setLink({ href }).run();
    else chain().extendMarkRange('link').unsetLink().run();
    setLinkOpen(false);
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <div role="toolbar" aria-label={t('contentAdmin.editor.toolbar')} className={css.toolbar}>
        <ToolButton
          label={t('contentAdmin.editor.bold')}
          pressed={state.bold}
          onClick={() => chain().toggleBold().run()}
        >
          <FormatBold fontSize="small" />
        </ToolButton>
        <ToolButton
          label={t('contentAdmin.editor.italic')}
          pressed={state.italic}
          onClick={() => chain().toggleItalic().run()}
        >
          <FormatItalic fontSize="small" />
        </ToolButton>
        <ToolButton
          label={t('contentAdmin.editor.h2')}
          pressed={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          H2
        </ToolButton>
        <ToolButton
          label={t('contentAdmin.editor.h3')}
          pressed={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          H3
        </ToolButton>
        <ToolButton
          label={t('contentAdmin.editor.bulletList')}
          pressed={state.bullet}
          onClick={() => chain().toggleBulletList().run()}
        >
          <FormatListBulleted fontSize="small" />
        </ToolButton>
        <ToolButton
          label={t('contentAdmin.editor.orderedList')}
          pressed={state.ordered}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <FormatListNumbered fontSize="small" />
        </ToolButton>
        <ToolButton
          label={t('contentAdmin.editor.link')}
          pressed={state.link}
          onClick={() => {
            setUrl(state.href);
            setLinkOpen((o) => !o);
          }}
        >
          <InsertLink fontSize="small" />
        </ToolButton>
        <ToolButton
          label={t('contentAdmin.editor.undo')}
          disabled={!state.undo}
          onClick={() => chain().undo().run()}
        >
          <Undo fontSize="small" />
        </ToolButton>
        <ToolButton
          label={t('contentAdmin.editor.redo')}
          disabled={!state.redo}
          onClick={() => chain().redo().run()}
        >
          <Redo fontSize="small" />
        </ToolButton>
      </div>
      {linkOpen && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            size="small"
            label={t('contentAdmin.editor.linkUrl')}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              }
            }}
            sx={{ flex: '1 1 240px' }}
            autoFocus
          />
          <Button variant="outlined" onClick={applyLink} sx={{ minHeight: 40 }}>
            {t('contentAdmin.editor.linkApply')}
          </Button>
          {state.link && (
            <Button
              onClick={() => {
                chain().extendMarkRange('link').unsetLink().run();
                setLinkOpen(false);
              }}
              sx={{ minHeight: 40 }}
            >
              {t('contentAdmin.editor.linkRemove')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}

export function RichTextEditor({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  /** the HTML the editor opens with (later changes of the prop are not followed: key the editor) */
  value: string;
  onChange: (html: string) => void;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        class: css.content!,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <span id={`${id}-label`} className={css.label}>
        {label}
      </span>
      <Box className={css.frame}>
        {editor && <Toolbar editor={editor} />}
        <EditorContent editor={editor} />
        {!editor && <div className={css.content} aria-hidden="true" />}
      </Box>
    </Box>
  );
}
