import type { AnimalGroup, EnrolmentAction, FieldErrors, HerdAnimal } from '@slakteweb/core';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { company } from '@/config/company';
import { renderWithApp } from '@/testing/render';
import { candidateRowErrors } from '../model/send-checks';
import { initialEnrolmentState, type EnrolmentState, type RowData } from '../model/entries';
import { demoHerd } from './enrolment-api';

/** Shared pieces of the row forms' tests (components/rows/row-forms-*.test.tsx), one file per animal group. */

/** A screen state of `action` and `group` with `rows` already in the list (uids 'r0', 'r1', …). */
export function stateWith(action: EnrolmentAction, group: AnimalGroup, rows: RowData[] = []): EnrolmentState {
  return { ...initialEnrolmentState, action, group, step: 4, week: { year: 2026, week: 48 }, rows: rows.map((r, i) => ({ ...r, uid: `r${i}` })) };
}

/** The form's props as the screen gives them: the core rules and duplicates against `state`. */
export function propsFor(state: EnrolmentState, editingUid: string | null = null) {
  return {
    errorsOf: (candidates: RowData[]): FieldErrors[] => candidateRowErrors(state, candidates, editingUid, company),
    onSubmit: vi.fn(),
    onCancel: vi.fn(),
  };
}

export function renderForm(ui: ReactElement) {
  return renderWithApp(ui);
}

export const field = (name: string) => screen.getByRole('textbox', { name });
export const radio = (name: string) => screen.getByRole('radio', { name });
export const addButton = () => screen.getByRole('button', { name: 'Legg til' });

/** The demo farm's small herd (a cow, a heifer and an ox), as GET /api/animals gives it. */
export const herd: HerdAnimal[] = demoHerd;
