import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { Button } from './button';
import styles from './modal.module.css';

interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  cancelText: string;
  confirmText: string;
  onCancel: () => void;
  onConfirm: () => void;
  /**
   * The confirm deletes something: the safe choice (cancel) is the primary button, and Escape or
   * a click outside answers it, as the other dialogs close. Without it the question needs an answer.
   */
  destructive?: boolean;
}

/**
 * A question (react-aria alertdialog). One that needs an answer cannot be dismissed by Escape or a
 * click outside, since "neither" is no answer, e.g. whether to continue a draft; one that deletes
 * something (`destructive`) can, and that keeps what would be deleted. Focus starts in the dialog
 * and returns to the opener.
 */
export function ConfirmDialog({ isOpen, title, children, cancelText, confirmText, onCancel, onConfirm, destructive = false }: ConfirmDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      isDismissable={destructive}
      isKeyboardDismissDisabled={!destructive}
      onOpenChange={(open) => !open && onCancel()}
      className={styles.overlay}
    >
      <AriaModal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          {children}
          <div className={styles.buttons}>
            {/* Focus starts on the safe choice of a deletion: Enter keeps what is there. */}
            <Button variant={destructive ? 'primary' : 'secondary'} onPress={onCancel} autoFocus={destructive}>
              {cancelText}
            </Button>
            <Button variant={destructive ? 'secondary' : 'primary'} onPress={onConfirm}>
              {confirmText}
            </Button>
          </div>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
