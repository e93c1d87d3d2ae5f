import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

interface PrognosisComingModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Stands in for the prognosis dialog 'Registrering av prognose' until the prognosis feature exists. */
export function PrognosisComingModal({ isOpen, onOpenChange }: PrognosisComingModalProps) {
  return (
    <Modal title="Registrering av prognose" isOpen={isOpen} onOpenChange={onOpenChange}>
      {(close) => (
        <>
          <p>Registrering av prognose kommer snart i portalen.</p>
          <Button variant="secondary" onPress={close}>
            Lukk
          </Button>
        </>
      )}
    </Modal>
  );
}
