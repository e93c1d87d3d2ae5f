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
  /** The PDFs the portal has of it, each built and attached when the mail is sent. */
  attachments?: MailAttachmentRef[];
  /** One PDF, as mails queued before `attachments` name theirs; sent as its only attachment. */
  attachment?: MailAttachmentRef;
}

/** A PDF of the portal a mail carries: a posted settlement's, or a document's. */
export type MailAttachmentRef = { settlementNo: string } | { downloadId: string };

/** A push message: the event and a link, never an amount or another private figure. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}

export type NotificationPayload = MailPayload | PushPayload;
