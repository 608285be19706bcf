import { useState } from 'react';
import { Icon } from '../../ui/Icon.tsx';

/** A board's picture; the board glyph when it has none or it fails to load. */
export function BoardIcon({ src, size = 48 }: { src: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = { inlineSize: size, blockSize: size };
  if (!src || failed) {
    return (
      <span className="board-icon board-icon--placeholder" style={style} aria-hidden="true">
        <Icon name="board" size={Math.round(size * 0.55)} />
      </span>
    );
  }
  return (
    <img
      className="board-icon"
      src={src}
      alt=""
      width={size}
      height={size}
      style={style}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
