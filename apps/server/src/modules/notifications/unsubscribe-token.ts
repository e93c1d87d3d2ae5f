import { createHmac, timingSafeEqual } from 'node:crypto';
import { type NotificationKind, notificationKindSchema } from '@slakteweb/core';

/**
 * The token of a mail's one-click unsubscribe link (RFC 8058): it names one farm and one kind of
 * mail, signed, and does nothing else — no login, no other kind, no other farm. It does not
 * expire: a mail read a year later must still be able to stop the next one.
 */
export class UnsubscribeTokens {
  constructor(private readonly secret: string) {}

  private signature(supplierNo: string, kind: NotificationKind): string {
    return createHmac('sha256', this.secret).update(`unsubscribe:${supplierNo}:${kind}`).digest('base64url');
  }

  make(supplierNo: string, kind: NotificationKind): string {
    return `${supplierNo}.${kind}.${this.signature(supplierNo, kind)}`;
  }

  /** The farm and kind the token was made for, or null when it is not one of ours. */
  read(token: string): { supplierNo: string; kind: NotificationKind } | null {
    const [supplierNo, kindText, signature, ...rest] = token.split('.');
    if (!supplierNo || !kindText || !signature || rest.length > 0 || !/^\d{1,20}$/.test(supplierNo)) return null;
    const kind = notificationKindSchema.safeParse(kindText);
    if (!kind.success) return null;
    const expected = Buffer.from(this.signature(supplierNo, kind.data));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { supplierNo, kind: kind.data };
  }
}
