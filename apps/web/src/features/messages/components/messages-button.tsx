import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { MailIcon } from '../../../components/ui/icons';
import styles from './messages.module.css';

interface MessagesButtonProps {
  /** Unread messages; the inbox and its polling arrive with the messages feature. */
  unreadCount?: number;
  buttonClassName?: string;
}

/** The message inbox entry of the top menu: an icon button with an unread badge. */
export function MessagesButton({ unreadCount = 0, buttonClassName }: MessagesButtonProps) {
  const label = unreadCount > 0 ? `Meldinger, ${unreadCount} uleste` : 'Meldinger';
  return (
    <DialogTrigger>
      <Button variant="icon" className={buttonClassName} aria-label={label}>
        <MailIcon />
        <Badge count={unreadCount} overlay />
      </Button>
      <Popover placement="bottom end" className={styles.popover}>
        <Dialog className={styles.dialog}>
          <Heading slot="title">Meldinger</Heading>
          <p className={styles.empty}>Ingen meldinger</p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
