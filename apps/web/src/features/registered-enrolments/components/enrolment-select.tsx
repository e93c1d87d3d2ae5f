import { useMemo } from 'react';
import { SearchSelect } from '@/components/ui/search-select';
import type { RegisteredEnrolmentDate } from '../api/get-registered-enrolment-dates';
import { enrolmentKey, enrolmentLabel } from '../enrolment-format';

interface EnrolmentSelectProps {
  /** Newest first, as the server sends them. */
  items: RegisteredEnrolmentDate[];
  selectedKey: string;
  onSelect: (key: string) => void;
}

/**
 * 'Velg innmelding' (spec §2): the shared searchable dropdown with date and kind, the newest
 * marked '(nyeste innmelding)'.
 */
export function EnrolmentSelect({ items, selectedKey, onSelect }: EnrolmentSelectProps) {
  const options = useMemo(
    () => items.map((item, index) => ({ id: enrolmentKey(item), label: enrolmentLabel(item, index === 0) })),
    [items],
  );
  return (
    <SearchSelect
      label="Velg innmelding"
      options={options}
      selectedKey={selectedKey}
      onSelect={onSelect}
      showAllLabel="Vis alle innmeldinger"
      emptyText="Ingen innmeldinger passer søket"
    />
  );
}
