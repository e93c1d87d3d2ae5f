import { DialogTrigger } from 'react-aria-components';
import { Button } from '@/components/ui/button';
import { KeyIcon, SwitchUserIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { ImpersonateForm } from './impersonate-form';
import { ResetLinkForm } from './reset-link-form';
import styles from './superuser.module.css';

/** The tools' names: shown beside the icon (read as the name on a phone, where only the icon shows). */
export const IMPERSONATE_TOOL = 'Se som bruker';
export const RESET_LINK_TOOL = 'Send passordlenke';

/** The superuser's two top-menu buttons: impersonate, and send a reset-password link. */
export function SuperuserButtons({ buttonClassName }: { buttonClassName?: string }) {
  return (
    <>
      <DialogTrigger>
        <Button variant="icon" className={buttonClassName}>
          <SwitchUserIcon />
          <span className={styles.toolLabel}>{IMPERSONATE_TOOL}</span>
        </Button>
        <Modal title="Se portalen som en annen bruker">{(close) => <ImpersonateForm close={close} />}</Modal>
      </DialogTrigger>
      <DialogTrigger>
        <Button variant="icon" className={buttonClassName}>
          <KeyIcon />
          <span className={styles.toolLabel}>{RESET_LINK_TOOL}</span>
        </Button>
        <Modal title="Send lenke for nytt passord">{(close) => <ResetLinkForm close={close} />}</Modal>
      </DialogTrigger>
    </>
  );
}
