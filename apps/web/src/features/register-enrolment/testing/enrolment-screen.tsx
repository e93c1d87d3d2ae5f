import { profileResponseSchema, type RegisteredEnrolmentRef } from '@slakteweb/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithApp } from '@/testing/render';
import { RegisterEnrolmentPage } from '../components/register-enrolment-page';
import { registered } from './enrolment-api';

/**
 * Shared pieces of the new-enrolment screen's tests. The fake server's clock (enrolment-api.ts) is
 * Sunday 22 November 2026 12:00 Oslo, ISO week 47; the browser's is put in June (week 24), so a
 * screen that read the browser's clock would show other weeks and fail.
 */
export const BROWSER_NOW = new Date('2026-06-10T10:00:00Z');

/** Call at the top of a test file: the browser clock in June, mocks undone after each test. */
export function withBrowserClockInJune(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: BROWSER_NOW, shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}

/**
 * The screen as its route gives it to a farm (app/routes/register-enrolment-route.tsx): the
 * supplier number from GET /api/profile, and the submitted enrolments after sending. The tabs
 * are the route's, tested there.
 */
function EnrolmentScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const supplierNoQuery = useQuery({
    queryKey: ['profile', 'supplier-no'],
    queryFn: ({ signal }) => api.get('/api/profile', profileResponseSchema, { signal }).then((r) => r.profile.supplier_no),
  });
  // What the route does after a send: the submitted list's queries (key prefix
  // 'registered-enrolments') are refreshed and the farmer goes there.
  const onRegistered = async (enrolment: RegisteredEnrolmentRef) => {
    await queryClient.invalidateQueries({ queryKey: ['registered-enrolments'] });
    await navigate('/registered-enrolments', { state: { registered: enrolment } });
  };
  return <RegisterEnrolmentPage tabs={null} supplierNoQuery={supplierNoQuery} onRegistered={onRegistered} />;
}

export function renderEnrolmentPage() {
  return renderWithApp(<EnrolmentScreen />, { route: '/register-enrolment', path: '/register-enrolment' });
}
export type User = ReturnType<typeof renderEnrolmentPage>['user'];

export const actionStep = () => screen.findByRole('group', { name: '1. Hva gjelder innmeldingen?' });
export const actionRadio = (label: string) => within(screen.getByRole('group', { name: '1. Hva gjelder innmeldingen?' })).getByRole('radio', { name: label });
export const groupStep = () => screen.queryByRole('group', { name: '2. Dyregruppe' });
export const groupRadio = (label: string) => within(groupStep()!).getByRole('radio', { name: new RegExp(`^${label}`) });
export const sendButton = () => screen.getByRole('button', { name: 'Send innmelding' });
export const rowList = () => screen.queryByRole('list', { name: 'Dyr i innmeldingen' });
/** The texts of the rows in the list, in order. */
export const rowTexts = () => within(rowList()!).getAllByRole('listitem').map((li) => li.querySelector('span')?.textContent);
export const weekInput = () => screen.getByRole('textbox', { name: 'Uke' });
/** The list 'Før du kan melde inn må:' (what is missing before sending), and its items' texts. */
export const missingList = () => screen.queryByRole('list', { name: 'Før du kan melde inn må:' });
export const missingItems = () => within(missingList()!).getAllByRole('listitem').map((li) => li.textContent);

/** Chooses the action, and the group when given. */
export async function choose(user: User, action: string, group?: string) {
  await user.click(within(await actionStep()).getByRole('radio', { name: action }));
  if (group) await user.click(groupRadio(group));
}

/** Adds a pig slaughter row with Enter in the club number field. */
export async function addPigRow(user: User, amount = '10', clubNo = '1234') {
  const form = screen.getByRole('region', { name: 'Ny innmeldingsrad' });
  await user.click(within(form).getByRole('radio', { name: 'Gris' }));
  await user.type(within(form).getByRole('textbox', { name: 'Antall' }), amount);
  await user.type(within(form).getByRole('textbox', { name: 'Klubbnummer' }), `${clubNo}{Enter}`);
}

/**
 * A successful send: the farmer is taken to the submitted list with the new enrolment, whose
 * receipt says 'Innmeldingen ble registrert' there (app/routes/registered-enrolments-route.test.tsx).
 */
export async function expectTakenToReceipt(enrolment: RegisteredEnrolmentRef | null = registered.enrolment) {
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/registered-enrolments'));
  expect(JSON.parse(screen.getByTestId('location').dataset.state ?? 'null')).toEqual({ registered: enrolment });
}
