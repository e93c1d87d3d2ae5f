import { formatDate, isMessageUnread, type Message, type MessageReadItem } from '@slakteweb/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { HtmlContent } from '@/components/ui/html-content';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/loading';
import { cx } from '@/lib/cx';
import styles from './messages.module.css';

export const MESSAGES_ERROR_TEXT = 'Kunne ikke hente meldinger.';
export const NO_MESSAGES_TEXT = 'Ingen meldinger';

interface InboxProps {
  messages: UseQueryResult<Message[]>;
  /** Undefined while the read state is loading or failed: then nothing is shown as unread. */
  readItems: MessageReadItem[] | undefined;
  onOpenMessage: (id: number) => void;
}

/** The messages, newest first: title and date, unread ones bold; a message opens in place. */
export function Inbox({ messages, readItems, onOpenMessage }: InboxProps) {
  const [openId, setOpenId] = useState<number | null>(null);

  if (messages.isPending) return <Loading />;
  if (messages.isError) return <ErrorState message={MESSAGES_ERROR_TEXT} error={messages.error} onRetry={() => void messages.refetch()} />;
  if (messages.data.length === 0) return <p className={styles.empty}>{NO_MESSAGES_TEXT}</p>;

  return (
    <ul className={styles.list}>
      {messages.data.map((message) => (
        <MessageItem
          key={message.id}
          message={message}
          unread={readItems !== undefined && isMessageUnread(message, readItems)}
          expanded={openId === message.id}
          onToggle={() => {
            const opening = openId !== message.id;
            setOpenId(opening ? message.id : null);
            if (opening && readItems !== undefined && isMessageUnread(message, readItems)) onOpenMessage(message.id);
          }}
        />
      ))}
    </ul>
  );
}

interface MessageItemProps {
  message: Message;
  unread: boolean;
  expanded: boolean;
  onToggle: () => void;
}

/**
 * One message as a disclosure: the button (title and date) shows and hides the body. Unread is
 * bold with a dot, and screen readers hear 'Ulest' first, since weight alone says nothing to them.
 */
function MessageItem({ message, unread, expanded, onToggle }: MessageItemProps) {
  const bodyId = useId();
  return (
    <li className={cx(styles.item, unread && styles.unread)}>
      <h3 className={styles.itemHeading}>
        <button type="button" className={styles.itemButton} aria-expanded={expanded} aria-controls={bodyId} onClick={onToggle}>
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.itemText}>
            <span className={styles.itemTitle}>
              {unread && <span className="visually-hidden">Ulest:</span>}
              {unread && ' '}
              {message.title}
            </span>
            <span className={styles.itemDate}>{formatDate(message.date)}</span>
          </span>
          <ChevronDownIcon size={18} />
        </button>
      </h3>
      <div id={bodyId} className={styles.body} hidden={!expanded}>
        {expanded && <HtmlContent html={message.body} />}
      </div>
    </li>
  );
}
