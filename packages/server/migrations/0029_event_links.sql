-- Navigation entries, top-sector tiles and home banners may lead to an event's page (link type
-- `event`, resource = the event's id), so operators can announce a campaign where members look.
ALTER TABLE navigation_items DROP CONSTRAINT navigation_items_redirect_type_check;
ALTER TABLE navigation_items ADD CONSTRAINT navigation_items_redirect_type_check
  CHECK (redirect_type IN ('thread', 'forum', 'board', 'product', 'check-in', 'task', 'topic', 'event', 'url', 'http'));
ALTER TABLE top_sector_items DROP CONSTRAINT top_sector_items_redirect_type_check;
ALTER TABLE top_sector_items ADD CONSTRAINT top_sector_items_redirect_type_check
  CHECK (redirect_type IN ('thread', 'forum', 'board', 'product', 'check-in', 'task', 'topic', 'event', 'url', 'http'));
ALTER TABLE home_banners DROP CONSTRAINT home_banners_redirect_type_check;
ALTER TABLE home_banners ADD CONSTRAINT home_banners_redirect_type_check
  CHECK (redirect_type IN ('thread', 'forum', 'board', 'product', 'check-in', 'task', 'topic', 'event', 'url', 'http'));
