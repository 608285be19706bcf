/** A poster wider than this is only ever shown small (395 px at most, spec §9). */
const posterMaxWidth = 640;
/** A phone that cannot decode the video in this time sends it without a poster. */
const posterTimeoutMs = 5_000;

/**
 * The video's poster frame, made on the member's device (spec: "with a poster frame the client
 * makes"; the server has no video decoder): a frame half a second in, as a JPEG. Null when the
 * browser cannot decode the video; the letter then goes without one.
 */
export function posterFrame(file: File): Promise<Blob | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let settled = false;
    const finish = (blob: Blob | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      resolve(blob);
    };
    const timer = setTimeout(() => finish(null), posterTimeoutMs);
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.onerror = () => finish(null);
    video.onloadeddata = () => {
      video.currentTime = Math.min(0.5, (video.duration || 1) / 2);
    };
    video.onseeked = () => {
      const scale = Math.min(1, posterMaxWidth / (video.videoWidth || posterMaxWidth));
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
      canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
      const context = canvas.getContext('2d');
      if (!context || !video.videoWidth) {
        finish(null);
        return;
      }
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      canvas.toBlob((blob) => finish(blob), 'image/jpeg', 0.8);
    };
    video.src = url;
  });
}
