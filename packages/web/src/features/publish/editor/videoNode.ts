import { Node, mergeAttributes } from '@tiptap/core';

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
});
