import type { DeliveryAddress } from '@fanzone/contract';
import type { Viewer } from '../../platform/http/viewer.ts';
import type { BoardCatalogueService } from '../boards/index.ts';
import { saveDeliveryAddress } from './events.queries.ts';
import type { EventsDeps, EventReader } from './eventAccess.ts';
import { eventFor } from './eventAccess.ts';

/** A T-shirt winner says where to send it; kept for them and operators only. */
export async function giveDeliveryAddress(
  deps: EventsDeps,
  catalogue: BoardCatalogueService,
  reader: EventReader & { viewer: Viewer },
  id: bigint,
  address: DeliveryAddress,
): Promise<DeliveryAddress> {
  const { now } = await eventFor(deps, await catalogue.get(), reader, 'giveAddress', id);
  const saved = await saveDeliveryAddress(deps.db, {
    eventId: id,
    userId: reader.viewer.id,
    ...address,
    updatedAt: now,
  });
  return { recipient: saved.recipient, phone: saved.phone, address: saved.address };
}
