import type { UploadedImage } from '@fanzone/contract';
import { useSite } from '../../platform/config.ts';
import { limits } from '@fanzone/contract';
import { clampImageSize } from './postState.ts';

/**
 * How a picture loads: most wait until they near the viewport; the first card's (`eager`) is likely
 * the largest thing on the first screen, so it is fetched with the page, first.
 */
function loadingOf(eager: boolean | undefined) {
  return eager ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const);
}

/** An image drawn within the display clamp of spec §5 (web 160-220, inside the apps 128-228). */
export function PostImage({
  image,
  alt = '',
  eager,
}: {
  image: UploadedImage;
  alt?: string;
  eager?: boolean;
}) {
  const { inApp } = useSite();
  const clamp = inApp ? limits.ui.imageDisplayClamp.app : limits.ui.imageDisplayClamp.web;
  const { width, height } = clampImageSize(image.width, image.height, clamp);
  return (
    <img
      className="post-image"
      src={image.url}
      alt={alt}
      width={width}
      height={height}
      style={{ inlineSize: width, blockSize: height }}
      {...loadingOf(eager)}
      decoding="async"
    />
  );
}

/** A post's cover, kept at its 16:9 (spec §5). */
export function PostCover({ image, eager }: { image: UploadedImage; eager?: boolean }) {
  return (
    <img
      className="post-cover"
      src={image.url}
      alt=""
      width={image.width}
      height={image.height}
      {...loadingOf(eager)}
      decoding="async"
      data-testid="post-cover"
    />
  );
}
