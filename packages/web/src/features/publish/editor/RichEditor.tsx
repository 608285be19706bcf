import type { ChangeEvent } from 'react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import type { Editor, JSONContent } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import Youtube from '@tiptap/extension-youtube';
import { Placeholder } from '@tiptap/extensions';
import type { ContentLimits, ErrorCode } from '@fanzone/contract';
import { toast } from '../../../ui/toast.ts';
import { checkVideo, roomFor } from '../files.ts';
import { countMedia, normalizeLink, youtubeId } from '../richText.ts';
import { uploadVideo } from '../../uploads/upload.ts';
import { useUpload } from '../useUpload.ts';
import type { ToolbarIconName } from './ToolbarIcon.tsx';
import { ToolbarIcon } from './ToolbarIcon.tsx';
import { UrlDialog } from './UrlDialog.tsx';
import { Video } from './videoNode.ts';
import { mentionAt } from '../../social/mentionTyping.ts';
import { useMentionSuggestions } from '../../social/useMentionSuggestions.tsx';

export type RichEditorProps = {
  initialHtml: string;
  onChange: (html: string) => void;
  contentLimits: ContentLimits;
  placeholder: string;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /** Video and YouTube buttons (posts and topics; a picture post's text has none). */
  media?: boolean;
};

type Tool = Exclude<ToolbarIconName, 'file' | 'remove'>;

type Marks = {
  bold: boolean;
  italic: boolean;
  heading: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
};

/**
 * The rich content editor (TipTap): formatting, links, images and videos uploaded into the content,
 * YouTube embeds. Loaded lazily with the publish pages, never in the first view. Media limits of
 * the community (spec §5 parameters) are checked before anything is uploaded.
 */
export default function RichEditor({
  initialHtml,
  onChange,
  contentLimits,
  placeholder,
  labelledBy,
  describedBy,
  invalid,
  media = true,
}: RichEditorProps) {
  const { t } = useTranslation(['publish', 'errors']);
  const [dialog, setDialog] = useState<'link' | 'youtube' | null>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);
  const upload = useUpload();
  // The editor is created once; the latest callback is read through a ref.
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  // The keys of the editor go to the offered members first, through a ref: the editor is made once.
  const mentionKeys = useRef<(event: KeyboardEvent) => boolean>(() => false);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'mailto'],
      }),
      Image.configure({ inline: false, allowBase64: false }),
      Video,
      Youtube.configure({ controls: true, nocookie: false, width: 640, height: 360 }),
      Placeholder.configure({ placeholder }),
    ],
    content: initialHtml,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: 'rich-editor__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        dir: 'auto',
        'data-testid': 'editor-content',
      },
      handleKeyDown: (_view, event) => mentionKeys.current(event),
    },
    onUpdate: ({ editor: current }) => changed.current(current.getHTML()),
  });

  const marks = useEditorState({
    editor,
    selector: ({ editor: current }): Marks => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading: current.isActive('heading'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  // What the paragraph holds before the caret: where a mention being typed would be.
  const beforeCaret = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      const { $from, empty } = current.state.selection;
      return empty ? $from.parent.textBetween(0, $from.parentOffset, undefined, '\ufffc') : '';
    },
  });
  const mentions = useMentionSuggestions(beforeCaret, beforeCaret.length, (username) => {
    const typed = mentionAt(beforeCaret, beforeCaret.length);
    if (!typed) return;
    const to = editor.state.selection.from;
    const from = to - (beforeCaret.length - typed.start);
    editor
      .chain()
      .focus()
      .insertContentAt({ from, to }, { type: 'text', text: `@${username} ` })
      .run();
  });
  // Before paint, not after: a key pressed as soon as the members show must already reach them.
  useLayoutEffect(() => {
    mentionKeys.current = mentions.onKeyDown;
  });

  // After the selection, never over it: a just-inserted image is selected, and inserting the next
  // media item over it would replace it.
  const insertMedia = (node: JSONContent) => {
    editor.chain().focus().insertContentAt(editor.state.selection.to, node).run();
  };

  const tooMany = (code: ErrorCode, max: number) => toast.error(t(`errors:${code}`, { max }));

  const addImages = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = roomFor(countMedia(editor.getHTML()).images, files.length, contentLimits.imageCount);
    if (room < files.length) tooMany('TOO_MANY_IMAGES', contentLimits.imageCount);
    for (const file of files.slice(0, room)) {
      const image = await upload.image(file, 'picture', (problem) => toast.error(t(`errors:${problem}`)));
      if (image)
        insertMedia({ type: 'image', attrs: { src: image.url, width: image.width, height: image.height } });
    }
  };

  const addVideo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (countMedia(editor.getHTML()).videos >= contentLimits.videoCount) {
      tooMany('TOO_MANY_VIDEOS', contentLimits.videoCount);
      return;
    }
    const problem = checkVideo(file);
    if (problem) {
      toast.error(t(`errors:${problem}`));
      return;
    }
    const video = await upload.run((options) => uploadVideo(file, options));
    if (video)
      insertMedia({
        type: 'video',
        attrs: { src: video.url, poster: video.poster, width: video.width, height: video.height },
      });
  };

  const openYoutube = () => {
    if (countMedia(editor.getHTML()).youtube >= contentLimits.youtubeCount) {
      tooMany('TOO_MANY_YOUTUBE', contentLimits.youtubeCount);
      return;
    }
    setDialog('youtube');
  };

  // Data only: the one click handler below runs the tool (the compiler's ref rule stays quiet).
  const tools: { name: Tool; active?: boolean; disabled?: boolean }[] = [
    { name: 'bold', active: marks.bold },
    { name: 'italic', active: marks.italic },
    { name: 'heading', active: marks.heading },
    { name: 'bulletList', active: marks.bulletList },
    { name: 'orderedList', active: marks.orderedList },
    { name: 'quote', active: marks.blockquote },
    { name: 'link', active: marks.link },
    { name: 'image', disabled: upload.busy },
    ...(media ? [{ name: 'video' as const, disabled: upload.busy }, { name: 'youtube' as const }] : []),
    { name: 'undo', disabled: !marks.canUndo },
    { name: 'redo', disabled: !marks.canRedo },
  ];

  const runTool = (name: Tool) => {
    const chain = () => editor.chain().focus();
    switch (name) {
      case 'bold':
        return chain().toggleBold().run();
      case 'italic':
        return chain().toggleItalic().run();
      case 'heading':
        return chain().toggleHeading({ level: 2 }).run();
      case 'bulletList':
        return chain().toggleBulletList().run();
      case 'orderedList':
        return chain().toggleOrderedList().run();
      case 'quote':
        return chain().toggleBlockquote().run();
      case 'link':
        return setDialog('link');
      case 'image':
        return imageInput.current?.click();
      case 'video':
        return videoInput.current?.click();
      case 'youtube':
        return openYoutube();
      case 'undo':
        return chain().undo().run();
      case 'redo':
        return chain().redo().run();
    }
  };

  return (
    <div className="rich-editor" data-invalid={invalid ? 'true' : undefined} data-testid="rich-editor">
      <div className="rich-editor__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
        {tools.map((tool) => (
          <button
            key={tool.name}
            type="button"
            className="rich-editor__tool"
            aria-label={t(`editor.${tool.name}`)}
            title={t(`editor.${tool.name}`)}
            aria-pressed={tool.active === undefined ? undefined : tool.active}
            disabled={tool.disabled}
            onClick={() => runTool(tool.name)}
            data-testid={`editor-${tool.name}`}
          >
            <ToolbarIcon name={tool.name} />
          </button>
        ))}
      </div>
      <input
        ref={imageInput}
        type="file"
        accept="image/*"
        multiple
        hidden
        onChange={(event) => void addImages(event)}
        data-testid="editor-image-input"
      />
      <input
        ref={videoInput}
        type="file"
        accept="video/mp4,video/quicktime,.mp4,.mov"
        hidden
        onChange={(event) => void addVideo(event)}
        data-testid="editor-video-input"
      />
      {upload.busy ? <UploadProgress percent={upload.percent} /> : null}
      <EditorContent editor={editor} />
      {mentions.list}
      {dialog === 'link' ? <LinkDialog editor={editor} onClose={() => setDialog(null)} /> : null}
      {dialog === 'youtube' ? (
        <UrlDialog
          title={t('editor.youtubeTitle')}
          label={t('editor.youtubeLabel')}
          testId="youtube-dialog"
          check={(value) => (youtubeId(value) ? null : t('editor.youtubeInvalid'))}
          onClose={() => setDialog(null)}
          onSubmit={(value) => {
            const id = youtubeId(value);
            if (id) insertMedia({ type: 'youtube', attrs: { src: `https://www.youtube.com/embed/${id}` } });
            setDialog(null);
          }}
        />
      ) : null}
    </div>
  );
}

function UploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation(['publish', 'errors']);
  return (
    <div className="upload-progress" role="status" data-testid="upload-progress">
      <progress max={100} value={percent} aria-label={t('upload.uploading')} />
      <span>{t('upload.percent', { percent })}</span>
    </div>
  );
}

/** Adds, changes or removes the link on the selection (a link is required: spec §5 "link url"). */
function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation(['publish', 'errors']);
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  return (
    <UrlDialog
      title={t('editor.linkTitle')}
      label={t('editor.linkLabel')}
      initial={current}
      testId="link-dialog"
      check={(value) => {
        if (!value.trim()) return current ? null : t('editor.linkRequired');
        return normalizeLink(value) ? null : t('editor.linkInvalid');
      }}
      onClose={onClose}
      onSubmit={(value) => {
        const href = normalizeLink(value);
        const chain = editor.chain().focus().extendMarkRange('link');
        if (!href) chain.unsetLink().run();
        else if (editor.state.selection.empty && !current)
          chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
        else chain.setLink({ href }).run();
        onClose();
      }}
    />
  );
}
