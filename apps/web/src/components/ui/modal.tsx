import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { Button } from './button';
import { CloseIcon } from './icons';
import styles from './modal.module.css';

interface ModalProps {
  title: string;
  /** Content, or a function that gets `close` for a Cancel button or closing after success. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Controlled use; leave out inside a react-aria <DialogTrigger>. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** 'wide' for tables and photos (up to 56rem); the default suits short forms. */
  size?: 'default' | 'wide';
}

/**
 * A modal dialog (spec §2): focus is trapped inside and returns to the opener; Escape and a
 * click on the backdrop close it (react-aria).
 */
export function Modal({ title, children, isOpen, onOpenChange, size = 'default' }: ModalProps) {
  return (
    <ModalOverlay isDismissable isOpen={isOpen} onOpenChange={onOpenChange} className={styles.overlay}>
      <AriaModal className={size === 'wide' ? `${styles.modal} ${styles.wide}` : styles.modal}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              <Button variant="icon" className={styles.close} onPress={close} aria-label="Lukk">
                <CloseIcon />
              </Button>
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
