/** A round avatar; without a picture it shows the name's first letter. */
export function Avatar({ src, name, size = 40 }: { src?: string | null; name: string; size?: number }) {
  const style = { inlineSize: size, blockSize: size };
  if (src) return <img className="avatar" src={src} alt="" width={size} height={size} style={style} />;
  return (
    <span className="avatar avatar--initial" style={style} aria-hidden="true">
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  );
}
