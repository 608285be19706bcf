import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/useTestApp.ts';

describe('navigation and top sector', () => {
  // What these tests read is the demo community's navigation and top sector.
  const site = useTestApp({ region: 'eg', demoData: true });

  it('lists the navigation items in order, titled in the reader language, with resolved paths', async () => {
    const items = (await site.visitor().get('/api/website-navigation')).body.data;
    expect(items).toEqual([
      { title: 'الهواتف', redirectType: 'product', resource: '', path: '/product', active: false },
      { title: 'تسجيل الحضور', redirectType: 'check-in', resource: '', path: '/checkin', active: false },
      { title: 'المهام', redirectType: 'task', resource: '', path: '/personal/missions', active: true },
      {
        title: 'متجر نوفا',
        redirectType: 'url',
        resource: 'store.nova.example',
        path: 'https://store.nova.example',
        active: false,
      },
    ]);
  });

  it('switches titles with the chosen language and leaves out disabled items', async () => {
    await site.app.deps.database.withConnection((c) =>
      c.exec("UPDATE navigation_items SET enabled = false WHERE redirect_type = 'url'"),
    );
    const english = site.visitor({ cookie: 'fz_locale=en' });
    const titles = ((await english.get('/api/website-navigation')).body.data as { title: string }[]).map(
      (item) => item.title,
    );
    expect(titles).toEqual(['Phones', 'Check-in', 'Missions']);
  });

  it('lists top-sector entries whose first icon serves as the mobile logo', async () => {
    const items = (await site.visitor().get('/api/index/top-sector')).body.data as {
      iconUrl: string;
      title: string;
    }[];
    expect(items).toHaveLength(3);
    expect(items[0]!.title).toBe('مجتمع نوفا');
    const icon = await site.visitor().request('GET', items[0]!.iconUrl);
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toContain('<svg');
  });
});
