import type { SlaughterGroup } from '@slakteweb/core';
import { Button } from '@/components/ui/button';
import { CopyIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/lib/toast';
import { LED_SAU_COLUMNS, ledSauRows, ledSauText } from '../led-sau';
import styles from './settlements.module.css';

export const COPIED_TEXT = 'Tekst kopiert';

interface LedSauModalProps {
  group: SlaughterGroup;
  /** yyyy-MM-dd of the settlement: the 'Dato' column. */
  settlementDate: string;
  onClose: () => void;
}

/**
 * 'Eksporter til LED-sau' (spec §2, §9): the group's animals in LED-sau's columns, and a button
 * that copies them (tab-separated, header first) for pasting into LED-sau or a spreadsheet.
 */
export function LedSauModal({ group, settlementDate, onClose }: LedSauModalProps) {
  const rows = ledSauRows(group.animals, settlementDate);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(ledSauText(rows));
      toast.info(COPIED_TEXT);
    } catch {
      toast.error('Kunne ikke kopiere teksten. Merk tabellen og kopier den selv.');
    }
  };

  return (
    <Modal title="Eksporter til LED-sau" size="wide" isOpen onOpenChange={(open) => !open && onClose()}>
      {(close) => (
        <>
          <p>
            {group.group_name}: {rows.length} dyr. Kopier tabellen og lim den inn i LED-sau.
          </p>
          <div className={styles.ledTableWrap} role="region" aria-label="LED-sau-tabell" tabIndex={0}>
            <table className={styles.ledTable}>
              <thead>
                <tr>
                  {LED_SAU_COLUMNS.map((column, index) => (
                    <th key={column} scope="col" className={index >= 4 ? styles.num : undefined}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={index}>
                    {row.map((cell, column) => (
                      <td key={column} className={column >= 4 ? styles.num : undefined}>
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={styles.modalActions}>
            <Button onPress={() => void copy()}>
              <CopyIcon />
              Kopier til utklippstavle
            </Button>
            <Button variant="secondary" onPress={close}>
              Lukk
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
