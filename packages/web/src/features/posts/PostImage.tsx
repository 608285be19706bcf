import type { UploadedImage } from '@fanzone/contract';
import { useSite } from '../../platform/config.ts';
import { limits } from '@fanzone/contract';
import { clampImageSize } from './postState.ts';

/** An image drawn within the display clamp of spec §5 (web 160-220, inside the apps 128-228). */
export function PostImage({ image, alt = '' }: { image: UploadedImage; alt?: string }) {
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
      loading="lazy"
      decoding="async"
    />
  );
}

/** A post's cover, kept at its 16:9 (spec §5). */
export function PostCover({ image }: { image: UploadedImage }) {
  return (
    <img
      className="post-cover"
      src={image.url}
      alt=""
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      data-testid="post-cover"
    />
  );
}
