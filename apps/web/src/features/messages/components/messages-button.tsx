import { lazy, Suspense, useId, useState } from 'react';
import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Badge, BadgeDescription } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { MailIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/loading';
import { MESSAGES_NOTIFICATION_ID } from '@slakteweb/core';
import { useMessages } from '../api/get-messages';
import { useReadState } from '../api/get-read-state';
import { useMarkMessageRead } from '../api/mark-read';
import { countUnread } from '../unread';
import styles from './messages.module.css';

// The inbox (messages are HTML, with its sanitiser) is downloaded when it is first opened, not
// with every logged-in page (bench/web-bundle.ts).
const Inbox = lazy(() => import('./inbox').then((m) => ({ default: m.Inbox })));

interface MessagesButtonProps {
  buttonClassName?: string;
  /**
   * Whether what has been read is kept: the read state belongs to a farm, so it is false for
   * staff acting for nobody (and until it is known whom the user acts for). Then there is no
   * badge, nothing shows as unread and nothing is marked read.
   */
  tracksRead: boolean;
}

/**
 * The message inbox of the top menu (spec §2 Layout, §4): an icon button with the unread badge
 * ('9+' above nine), polled every 2 minutes. Opening the inbox marks 'notification' read; the
 * messages themselves stay bold until each is opened.
 */
export function MessagesButton({ buttonClassName, tracksRead }: MessagesButtonProps) {
  const messages = useMessages();
  const readState = useReadState({ enabled: tracksRead });
  const markRead = useMarkMessageRead();
  const [open, setOpen] = useState(false);
  const unread = messages.data && readState.data ? countUnread(messages.data, readState.data) : 0;
  // The name is what the button shows, 'Meldinger' (hidden text beside the icon) and the badge
  // ('9+'): WCAG 2.5.3 Label in Name. The whole number is the description: '14 uleste'.
  const descriptionId = useId();
  const description = unread > 0 ? `${unread} uleste` : undefined;

  const onOpenChange = (isOpen: boolean) => {
    setOpen(isOpen);
    if (isOpen && tracksRead) markRead.mutate(MESSAGES_NOTIFICATION_ID);
  };

  return (
    <DialogTrigger isOpen={open} onOpenChange={onOpenChange}>
      <Button variant="icon" className={buttonClassName} aria-describedby={description ? descriptionId : undefined}>
        <span className="visually-hidden">Meldinger</span>
        <MailIcon />
        {unread > 0 && ' '}
        <Badge count={unread} overlay />
      </Button>
      <BadgeDescription id={descriptionId} text={description} />
      <Popover placement="bottom end" className={styles.popover}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            Meldinger
          </Heading>
          <Suspense fallback={<Loading />}>
            <Inbox messages={messages} readItems={readState.data} onOpenMessage={(id) => markRead.mutate(id)} />
          </Suspense>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
