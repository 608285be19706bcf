import { BannerLink } from './BannerLink.tsx';
import { useBoardBanners } from './queries.ts';
import '../../styles/banners.css';
import '../../styles/collections.css';

/**
 * A board's banner group (spec §3 "id and list") at the top of its page: the home page's look, each
 * banner leading by the spec's link types. A board without banners shows nothing.
 */
export function BoardBanners({ boardId }: { boardId: string }) {
  const { data } = useBoardBanners(boardId);
  const banners = data?.list ?? [];
  if (!banners.length) return null;
  return (
    <ul className="home-banners" data-testid="board-banners" data-group={data?.id}>
      {banners.map((banner, index) => (
        <li key={`${banner.imageUrl}:${index}`} className="home-banners__item">
          <BannerLink banner={banner}>
            <img
              src={banner.imageUrl}
              alt={banner.title}
              width={1200}
              height={300}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </BannerLink>
        </li>
      ))}
    </ul>
  );
}
