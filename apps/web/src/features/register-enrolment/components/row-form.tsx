import type {
  CattleBuyRow,
  CattleSellRow,
  CattleSlaughterRow,
  FieldErrors,
  HerdAnimal,
  PigSlaughterRow,
  PigTradeRow,
  SheepBuyRow,
  SheepSellRow,
  SheepSlaughterRow,
} from '@slakteweb/core';
import { company } from '@/config/company';
import { candidateRowErrors } from '../model/send-checks';
import type { EnrolmentState, RowData, StateRow } from '../model/entries';
import { CattleBuyRowForm } from './rows/cattle-buy-row-form';
import { CattleSellRowForm } from './rows/cattle-sell-row-form';
import { CattleSlaughterRowForm } from './rows/cattle-slaughter-row-form';
import { PigSlaughterRowForm } from './rows/pig-slaughter-row-form';
import { PigTradeRowForm } from './rows/pig-trade-row-form';
import { SheepBuyRowForm } from './rows/sheep-buy-row-form';
import { SheepSellRowForm } from './rows/sheep-sell-row-form';
import { SheepSlaughterRowForm } from './rows/sheep-slaughter-row-form';

interface RowFormProps {
  state: EnrolmentState;
  /** The row being changed; undefined when adding. */
  editing: StateRow | undefined;
  /** The cattle herd, for cattle slaughter and sell. */
  herd: HerdAnimal[];
  /** Today on the server's clock (yyyy-MM-dd). */
  today: string;
  onSubmit: (rows: RowData[]) => void;
  onCancel: () => void;
}

/** The row form of the chosen action and group (spec §2 step 4). */
export function RowForm({ state, editing, herd, today, onSubmit, onCancel }: RowFormProps) {
  const { action, group } = state;
  // Judged as if added: the core row rules and duplicates against the other rows.
  const errorsOf = (candidates: RowData[]): FieldErrors[] => candidateRowErrors(state, candidates, editing?.uid ?? null, company);
  const common = { errorsOf, onSubmit, onCancel };
  // The casts say which row kind this action and group has; the forms build only that kind.
  if (action === 'slaughter') {
    if (group === 'pigs') return <PigSlaughterRowForm {...common} editing={editing as PigSlaughterRow | undefined} />;
    if (group === 'sheep') return <SheepSlaughterRowForm {...common} editing={editing as SheepSlaughterRow | undefined} />;
    return <CattleSlaughterRowForm {...common} editing={editing as CattleSlaughterRow | undefined} herd={herd} today={today} />;
  }
  if (action === 'sell') {
    if (group === 'pigs') return <PigTradeRowForm {...common} action="sell" editing={editing as PigTradeRow | undefined} />;
    if (group === 'sheep') return <SheepSellRowForm {...common} editing={editing as SheepSellRow | undefined} />;
    return <CattleSellRowForm {...common} editing={editing as CattleSellRow | undefined} herd={herd} />;
  }
  if (group === 'pigs') return <PigTradeRowForm {...common} action="buy" editing={editing as PigTradeRow | undefined} />;
  if (group === 'sheep') return <SheepBuyRowForm {...common} editing={editing as SheepBuyRow | undefined} />;
  return <CattleBuyRowForm {...common} editing={editing as CattleBuyRow | undefined} />;
}
