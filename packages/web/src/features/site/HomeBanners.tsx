import { BannerLink } from '../collections/BannerLink.tsx';
import { useHomeBanners } from './queries.ts';
import '../../styles/banners.css';

/**
 * The home page's banners (spec §3 banner group): pictures in a row that scrolls sideways and snaps
 * to each, each leading where operators pointed it (spec §2 link types, through `BannerLink`). Their
 * box keeps its shape (4:1) before the picture arrives, so nothing below moves.
 */
export function HomeBanners() {
  const { data } = useHomeBanners();
  const banners = data?.list ?? [];
  if (!banners.length) return null;
  return (
    <ul className="home-banners" data-testid="home-banners">
      {banners.map((banner, index) => {
        const picture = (
          <img
            src={banner.imageUrl}
            alt={banner.title}
            width={1200}
            height={300}
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding="async"
          />
        );
        return (
          <li key={`${banner.imageUrl}:${index}`} className="home-banners__item">
            <BannerLink banner={banner}>{picture}</BannerLink>
          </li>
        );
      })}
    </ul>
  );
}
