import { PROGNOSIS_TEXTS } from '@slakteweb/core';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { Modal } from '@/components/ui/modal';
import { company } from '@/config/company';
import type { FarmAccess } from '@/lib/farm-access';
import { usePrognosisConfig } from '../api/get-prognosis-config';
import { usePrognosisStatistics } from '../api/get-prognosis-statistics';
import { useSubmittedPrognosis } from '../api/get-submitted-prognosis';
import { availableKinds } from '../survey';
import { PrognosisForm } from './prognosis-form';
import styles from './prognosis.module.css';

interface PrognosisModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The survey is a farm's: staff acting for nobody get `staffNotice` instead. */
  access: FarmAccess;
  staffNotice: ReactNode;
}

/**
 * 'Registrering av prognose' (spec §2 Prognosis modal). Its content exists only while it is open,
 * so closing it resets what was typed, sent or failed (spec §4).
 */
export function PrognosisModal({ isOpen, onOpenChange, access, staffNotice }: PrognosisModalProps) {
  return (
    <Modal title={PROGNOSIS_TEXTS.title} size="wide" isOpen={isOpen} onOpenChange={onOpenChange}>
      {(close) =>
        access === 'farm' ? (
          <PrognosisContent close={close} />
        ) : (
          <>
            {access === 'staff' ? staffNotice : <Loading />}
            <CloseButton close={close} />
          </>
        )
      }
    </Modal>
  );
}

function CloseButton({ close }: { close: () => void }) {
  return (
    <div className={styles.buttons}>
      <Button variant="secondary" onPress={close}>
        Lukk
      </Button>
    </div>
  );
}

/** Loads the configuration, the farm's answers and its figures, then shows the form. */
function PrognosisContent({ close }: { close: () => void }) {
  const config = usePrognosisConfig({ enabled: true });
  const submitted = useSubmittedPrognosis(config.data, { enabled: true });
  const kinds = config.data ? availableKinds(config.data) : [];
  const statistics = usePrognosisStatistics(config.data, kinds.map((k) => k.kind));

  if (config.isError || submitted.isError || statistics.some((s) => s.isError)) {
    return (
      <>
        <Alert kind="error">
          <p>{PROGNOSIS_TEXTS.loadFailed(company.name)}</p>
        </Alert>
        <CloseButton close={close} />
      </>
    );
  }
  if (!config.data || !submitted.data || statistics.some((s) => !s.data)) return <Loading />;
  if (kinds.length === 0) {
    return (
      <>
        <p>Det er ingen prognose å sende inn nå.</p>
        <CloseButton close={close} />
      </>
    );
  }
  return <PrognosisForm config={config.data} kinds={kinds} submitted={submitted.data} statistics={statistics.map((s) => s.data!)} close={close} />;
}
