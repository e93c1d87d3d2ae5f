import { type BadgeCounts, unreadSince } from '@slakteweb/core';
import type { FarmActor } from '../auth/actor.js';
import type { DocumentsService } from '../documents/documents.service.js';
import { NOTIFICATION_ITEM, type ReadMarkerService } from '../read-markers/read-markers.service.js';
import type { SettlementsService } from '../settlements/settlements.service.js';

/**
 * The dashboard's unread badges of settlements and documents, counted in the database with the
 * rule the lists' own badges use (core's isNewItem: dated after the Oslo day the list was last
 * read or delivered by an import after that instant, every item when never read), so the
 * dashboard does not download both lists to count them.
 * The last-read markers are the ones GET /api/hasread answers (the farmer's while staff act).
 */
export class BadgesService {
  constructor(
    private readonly markers: ReadMarkerService,
    private readonly settlements: SettlementsService,
    private readonly documents: DocumentsService,
  ) {}

  async counts(farm: FarmActor): Promise<BadgeCounts> {
    const read = await this.markers.lastReadOfKinds(farm, ['accountings-posted', 'documents'], NOTIFICATION_ITEM);
    const [newPosted, newDocuments] = await Promise.all([
      this.settlements.countNewSince(farm.supplierNo, 'posted', unreadSince(read['accountings-posted'])),
      this.documents.countNewSince(farm.supplierNo, unreadSince(read.documents)),
    ]);
    return { new_posted_settlements: newPosted, new_documents: newDocuments };
  }
}
