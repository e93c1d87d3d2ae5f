import { type NotificationKind, type NotificationSetting, notificationSettingsWith } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import * as repo from './notifications.repository.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';

/** The farm's Varsler switches, and the mails' one-click unsubscribe. */
export class NotificationsService {
  constructor(
    private readonly db: Db,
    private readonly tokens: UnsubscribeTokens,
  ) {}

  async settings(supplierNo: string): Promise<NotificationSetting[]> {
    return notificationSettingsWith(await repo.notificationSettings(this.db, supplierNo));
  }

  async saveSettings(supplierNo: string, settings: readonly NotificationSetting[]): Promise<NotificationSetting[]> {
    await repo.saveNotificationSettings(this.db, supplierNo, settings);
    return this.settings(supplierNo);
  }

  /** What an unsubscribe token names, or null when it is none of ours. */
  readToken(token: string): { supplierNo: string; kind: NotificationKind } | null {
    return this.tokens.read(token);
  }

  /**
   * Turns off the mail of the token's kind for the token's farm, and nothing else. Answers what was
   * turned off, or null for a token that is none of ours.
   */
  async unsubscribe(token: string): Promise<{ supplierNo: string; kind: NotificationKind } | null> {
    const named = this.tokens.read(token);
    if (!named) return null;
    await repo.turnOffEmail(this.db, named.supplierNo, named.kind);
    return named;
  }
}
