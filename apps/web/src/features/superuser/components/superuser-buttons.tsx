import { DialogTrigger } from 'react-aria-components';
import { Button } from '@/components/ui/button';
import { KeyIcon, SwitchUserIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { ImpersonateForm } from './impersonate-form';
import { ResetLinkForm } from './reset-link-form';

/** The superuser's two top-menu buttons: impersonate, and send a reset-password link. */
export function SuperuserButtons({ buttonClassName }: { buttonClassName?: string }) {
  return (
    <>
      <DialogTrigger>
        <Button variant="icon" className={buttonClassName} aria-label="Se portalen som en annen bruker">
          <SwitchUserIcon />
        </Button>
        <Modal title="Se portalen som en annen bruker">{(close) => <ImpersonateForm close={close} />}</Modal>
      </DialogTrigger>
      <DialogTrigger>
        <Button variant="icon" className={buttonClassName} aria-label="Send lenke for nytt passord">
          <KeyIcon />
        </Button>
        <Modal title="Send lenke for nytt passord">{(close) => <ResetLinkForm close={close} />}</Modal>
      </DialogTrigger>
    </>
  );
}
