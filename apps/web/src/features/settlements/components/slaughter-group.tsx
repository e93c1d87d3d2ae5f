import { type AdjustmentSum, formatKg, isLedSauGroup, type SettlementKind, type SlaughterAnimal, type SlaughterGroup } from '@slakteweb/core';
import { Button as AriaButton, Disclosure, DisclosurePanel } from 'react-aria-components';
import { Button } from '@/components/ui/button';
import { ChevronDownIcon } from '@/components/ui/icons';
import { AnimalList } from './animal-list';
import { AdjustmentList } from './settlement-sums';
import { WhatIfWeight } from './what-if-weight';
import styles from './settlements.module.css';

interface SlaughterGroupPanelProps {
  kind: SettlementKind;
  group: SlaughterGroup;
  /** The group's supplements and deductions, summed (core settlements/sums.ts). */
  adjustments: readonly AdjustmentSum[];
  /** The settlement's date: its week's price lists answer 'what if'. */
  settlementDate: string;
  onShowPhotos: (animal: SlaughterAnimal) => void;
  onLedSau: () => void;
  /** 'Spør om dette dyret' (null: about the whole group); left out for a role that may not ask. */
  onAsk?: ((animal: SlaughterAnimal | null) => void) | undefined;
}

/** 'Leverikter (3), Lungebetennelse (1)'. */
export function remarksText(diseases: SlaughterGroup['diseases']): string {
  return diseases.map((d) => `${d.name} (${d.count})`).join(', ');
}

/**
 * One animal group, collapsed at first (spec §2): the heading button opens the per-animal list
 * (aria-expanded tells screen readers); count, weights and remarks show either way.
 */
export function SlaughterGroupPanel({ kind, group, adjustments, settlementDate, onShowPhotos, onLedSau, onAsk }: SlaughterGroupPanelProps) {
  const count = group.animals.length;
  const countText = `${count} dyr`;
  const remarks = remarksText(group.diseases);

  return (
    <Disclosure className={styles.group}>
      <h3 className={styles.groupHeading}>
        {/* Named by what it shows, 'Lam 4 dyr' (WCAG 2.5.3 Label in Name). */}
        <AriaButton slot="trigger" className={styles.groupTrigger}>
          <ChevronDownIcon />
          <span className={styles.groupName}>{group.group_name}</span>{' '}
          <span className={styles.groupCount}>{countText}</span>
        </AriaButton>
      </h3>
      <div className={styles.groupBody}>
        <dl className={styles.groupStats}>
          <div>
            <dt>Antall</dt>
            <dd>{count}</dd>
          </div>
          <div>
            <dt>Snittvekt</dt>
            <dd>{formatKg(group.avg_weight_g)} kg</dd>
          </div>
          <div>
            <dt>Totalvekt</dt>
            <dd>{formatKg(group.tot_weight_g)} kg</dd>
          </div>
          <div className={styles.remarks}>
            <dt>Anmerkninger</dt>
            <dd>{remarks || 'Ingen'}</dd>
          </div>
        </dl>
        <AdjustmentList adjustments={adjustments} label={`Tillegg og trekk for ${group.group_name}`} />
        {isLedSauGroup(group.group_name) && (
          <Button
            variant="secondary"
            className={styles.ledSauButton}
            onPress={onLedSau}
            aria-label={`Eksporter til LED-sau (${group.group_name})`}
          >
            Eksporter til LED-sau
          </Button>
        )}
        {onAsk && (
          <Button variant="secondary" className={styles.ledSauButton} onPress={() => onAsk(null)}>
            Spør om gruppen <span className="visually-hidden">{group.group_name}</span>
          </Button>
        )}
      </div>
      <DisclosurePanel className={styles.groupPanel}>
        {/* Where the prices are explained (posted, a list that week, a role that sees prices). */}
        {kind === 'posted' && group.animals.some((a) => a.price_explanation) && <WhatIfWeight group={group} settlementDate={settlementDate} />}
        <AnimalList kind={kind} group={group} onShowPhotos={onShowPhotos} onAsk={onAsk} />
      </DisclosurePanel>
    </Disclosure>
  );
}
