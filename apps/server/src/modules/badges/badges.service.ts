import { type BadgeCounts, unreadSince } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { type FarmActor, mayDo } from '../auth/actor.js';
import { NOTIFICATION_ITEM, type ReadMarkerService } from '../read-markers/read-markers.service.js';
import * as repo from './badges.repository.js';

/**
 * The dashboard's unread badges of settlements and documents, counted in the database with the
 * rule the lists' own badges use (core's isNewItem: dated after the Oslo day the list was last
 * read or delivered by an import after that instant, every item when never read), so the
 * dashboard does not download both lists to count them.
 * The last-read markers are the ones GET /api/hasread answers (the farmer's while staff act).
 */
export class BadgesService {
  constructor(
    private readonly db: Db,
    private readonly markers: ReadMarkerService,
  ) {}

  async counts(farm: FarmActor): Promise<BadgeCounts> {
    const read = await this.markers.lastReadOfKinds(farm, ['accountings-posted', 'documents'], NOTIFICATION_ITEM);
    const counts = await repo.countNew(this.db, farm.supplierNo, {
      posted: unreadSince(read['accountings-posted']),
      documents: unreadSince(read.documents),
    });
    // Only what the role may see counts: a vet's menu has no documents, so no badge for them.
    return {
      new_posted_settlements: mayDo(farm, 'settlements.read') ? counts.posted : 0,
      new_documents: mayDo(farm, 'documents.read') ? counts.documents : 0,
    };
  }
}
