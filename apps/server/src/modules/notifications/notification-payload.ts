/**
 * A queued notification as built when its cause was written: everything the sender needs, so what
 * is sent is what was true then, whichever process sends it and however much later.
 */
export interface MailPayload {
  to: string;
  subject: string;
  /** Plain text without the closing lines (why it came, unsubscribe): the sender adds those. */
  text: string;
  /** Sanitised HTML of the same content, where it has one (the cooperative's messages). */
  html?: string;
  /** The screen of the portal it is about, from PUBLIC_URL. */
  link: string;
  /** A PDF the portal has of it, attached when sent. */
  attachment?: { settlementNo: string } | { downloadId: string };
}

/** A push message: the event and a link, never an amount or another private figure. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}

export type NotificationPayload = MailPayload | PushPayload;
