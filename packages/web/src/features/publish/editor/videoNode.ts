import { Node, mergeAttributes } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    video: {
      /** Inserts an uploaded video (mp4 or mov) as a block. */
      setVideo: (attributes: {
        src: string;
        poster?: string | null;
        width?: number;
        height?: number;
      }) => ReturnType;
    };
  }
}

/**
 * Uploaded videos in the content: `<video src poster width height controls>`, the shape the server's
 * allow-list keeps (TipTap has no free video extension).
 */
export const Video = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,

  addAttributes() {
    return {
      src: { default: null },
      poster: { default: null },
      width: { default: null },
      height: { default: null },
    };
  },

  parseHTML() {
    return [{ tag: 'video[src]' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['video', mergeAttributes(HTMLAttributes, { controls: 'controls', preload: 'metadata' })];
  },

  addCommands() {
    return {
      setVideo:
        (attributes) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: attributes }),
    };
  },
});
