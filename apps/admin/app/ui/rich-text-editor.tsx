// Formatted descriptions and pages (TipTap). The server sanitises what it receives whatever this
// sends; the toolbar offers only what the storefront shows: headings, bold, italic, lists, links.
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useId, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n';

type Tool = { label: string; icon: ReactNode; active: boolean; run: () => void };

/** A chain link drawn in the text's colour: the shop ships no emoji font, so no emoji. */
const LINK_ICON = (
  <svg
    viewBox="0 0 24 24"
    className="inline size-4"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
  >
    <path d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5" />
    <path d="M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
  </svg>
);

export function RichTextEditor({
  label,
  value,
  onChange,
  language,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** The language the text is written in: sets its direction. */
  language: 'en' | 'ar';
}) {
  const { t } = useI18n();
  const labelId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } })],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        lang: language,
        dir: language === 'ar' ? 'rtl' : 'ltr',
        class:
          'prose-sm min-h-32 rounded-b-md border border-t-0 border-stone-300 bg-white px-3 py-2 text-sm focus:outline-2 focus:outline-emerald-700/30 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6',
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });

  const tools: Tool[] = [
    { label: t('editor.bold'), icon: 'B', active: state.bold, run: () => editor.chain().focus().toggleBold().run() },
    {
      label: t('editor.italic'),
      icon: 'I',
      active: state.italic,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      label: t('editor.heading'),
      icon: 'H',
      active: state.h2,
      run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      label: t('editor.bulletList'),
      icon: '•',
      active: state.bullet,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      label: t('editor.orderedList'),
      icon: '1.',
      active: state.ordered,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    {
      label: t('editor.link'),
      icon: LINK_ICON,
      active: state.link,
      run: () => {
        if (state.link) return void editor.chain().focus().unsetLink().run();
        const href = window.prompt(t('editor.linkPrompt'));
        if (href) editor.chain().focus().setLink({ href }).run();
      },
    },
  ];

  return (
    <div>
      <p id={labelId} className="mb-1 text-sm font-medium text-stone-800">
        {label}
      </p>
      <div
        role="toolbar"
        aria-label={t('editor.toolbar', { field: label })}
        className="flex flex-wrap gap-1 rounded-t-md border border-stone-300 bg-stone-50 p-1"
      >
        {tools.map((tool) => (
          <button
            key={tool.label}
            type="button"
            aria-label={tool.label}
            aria-pressed={tool.active}
            onClick={tool.run}
            className="min-w-8 rounded px-2 py-1 text-sm font-semibold hover:bg-stone-200 focus-visible:outline-2 focus-visible:outline-emerald-700 aria-pressed:bg-emerald-100"
          >
            <span aria-hidden="true">{tool.icon}</span>
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
