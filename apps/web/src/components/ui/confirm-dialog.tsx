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
}

/**
 * A question that needs an answer (react-aria alertdialog): it cannot be dismissed by Escape or a
 * click outside, since "neither" is no answer, e.g. whether to continue a draft. Focus starts in
 * the dialog and returns to the opener.
 */
export function ConfirmDialog({ isOpen, title, children, cancelText, confirmText, onCancel, onConfirm }: ConfirmDialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} isDismissable={false} isKeyboardDismissDisabled className={styles.overlay}>
      <AriaModal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          {children}
          <div className={styles.buttons}>
            <Button variant="secondary" onPress={onCancel}>
              {cancelText}
            </Button>
            <Button onPress={onConfirm}>{confirmText}</Button>
          </div>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
