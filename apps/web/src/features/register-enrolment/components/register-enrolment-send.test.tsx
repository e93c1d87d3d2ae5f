import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { jsonResponse, mockFetch, type RecordedRequest } from '@/testing/fetch-mock';
import { LOCAL_DRAFT_KEY } from '../model/draft';
import { noConfirmations, registered, serveEnrolmentApi } from '../testing/enrolment-api';
import { addPigRow, choose, expectTakenToReceipt, missingList, renderEnrolmentPage, rowList, sendButton, type User, withBrowserClockInJune } from '../testing/enrolment-screen';

/**
 * Sending the new enrolment (spec/enrolment.md §4 Sending, §7 Calls and answers, §8 errors):
 * the payload, the Idempotency-Key, success, and the errors by status and code. The fake
 * server's clock is Sunday 22 November 2026 12:00 Oslo (week 47); the browser's is in June.
 */
withBrowserClockInJune();
const renderPage = renderEnrolmentPage;

const isRegisterCall = (r: RecordedRequest) => r.method === 'POST' && (r.url.pathname === '/api/register_enrolment' || r.url.pathname.startsWith('/api/register_buy_sell/'));
const registerCalls = (requests: RecordedRequest[]) => requests.filter(isRegisterCall);
const errorBody = (code: string, fields?: Record<string, string>) => ({ code, message: 'x', ...(fields ? { fields } : {}) });

/** Pig slaughter in week 49 with one row and the agreement: ready to send. */
async function readyPigSlaughter(user: User) {
  await choose(user, 'Slakt', 'Gris');
  await addPigRow(user);
  await user.click(screen.getByRole('checkbox', { name: 'Jeg bekrefter at dyrene er i stand til å transporteres' }));
  await waitFor(() => expect(missingList()).not.toBeInTheDocument());
}

/** Serves the API, but holds the register answers until released (to see the sending state). */
function serveWithHeldRegister() {
  const served = serveEnrolmentApi();
  const fallback = served.fetchMock.getMockImplementation()!;
  const releases: (() => void)[] = [];
  const { requests } = mockFetch((request) => {
    if (isRegisterCall(request)) {
      return new Promise<Response>((resolve) => releases.push(() => resolve(jsonResponse(200, { register_enrolment: registered }))));
    }
    return fallback(request.url.toString(), { method: request.method, headers: request.headers });
  });
  return { requests, release: () => releases.forEach((r) => r()) };
}

describe('sending a pig slaughter', () => {
  it('Enter sends a valid enrolment from a box of the flow, not from the comment (new lines) nor before it is valid', async () => {
    const { requests } = serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');
    await addPigRow(user);
    const agreement = screen.getByRole('checkbox', { name: 'Jeg bekrefter at dyrene er i stand til å transporteres' });
    agreement.focus();
    await user.keyboard('{Enter}');
    expect(registerCalls(requests)).toHaveLength(0);
    await user.click(agreement);
    await user.type(screen.getByRole('textbox', { name: 'Legg til kommentar for hele innmeldingen' }), 'Hei{Enter}');
    expect(registerCalls(requests)).toHaveLength(0);
    agreement.focus();
    await user.keyboard('{Enter}');
    await expectTakenToReceipt();
    expect(registerCalls(requests)).toHaveLength(1);
  });

  it('posts the enrolment as JSON with an Idempotency-Key, then confirms, clears the drafts and goes to the submitted list', async () => {
    const info = vi.spyOn(toast, 'info');
    const { requests } = serveEnrolmentApi();
    const { user } = renderPage();
    await readyPigSlaughter(user);
    // The local draft is kept while the farmer works.
    expect(window.localStorage.getItem(LOCAL_DRAFT_KEY)).not.toBeNull();

    await user.click(sendButton());

    await expectTakenToReceipt();
    // The receipt there says 'Innmeldingen ble registrert' and stays: no toast says it twice.
    expect(info).not.toHaveBeenCalledWith('Innmeldingen ble registrert');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/registered-enrolments'));

    const calls = registerCalls(requests);
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.url.pathname).toBe('/api/register_enrolment');
    expect(call.headers.get('Content-Type')).toBe('application/json');
    expect(call.json).toEqual({
      animal_category: 'pigs',
      animal_rows: [{ subcategory_name: 'Gris', amount: 10, club_no: '1234', comment: '' }],
      wanted_pickup_week: 49,
      wanted_pickup_year: 2026,
      comment: '',
      agreement: true,
      // No medication remarks were shown: nothing is confirmed.
      ...noConfirmations,
    });
    expect(JSON.stringify(call.json)).not.toMatch(/uid|"action"/);
    expect(call.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);

    expect(window.localStorage.getItem(LOCAL_DRAFT_KEY)).toBeNull();
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE' && r.url.pathname === '/api/temp_storage_enrollment')).toBe(true));
  });

  it("an answer that does not name the new enrolment: 'Innmeldingen ble registrert' as a toast, as there is no receipt to show", async () => {
    const info = vi.spyOn(toast, 'info');
    serveEnrolmentApi({ registerAnswers: [jsonResponse(200, { register_enrolment: { ...registered, enrolment: null } })] });
    const { user } = renderPage();
    await readyPigSlaughter(user);
    await user.click(sendButton());
    expect(await screen.findByText('Innmeldingen ble registrert')).toBeInTheDocument();
    expect(info).toHaveBeenCalledWith('Innmeldingen ble registrert');
  });

  it("sends the comment and shows 'Kontrollerer for sykdommer og sender inn...' while sending; a second press sends nothing more", async () => {
    const { requests, release } = serveWithHeldRegister();
    const { user } = renderPage();
    await readyPigSlaughter(user);
    await user.type(screen.getByRole('textbox', { name: 'Legg til kommentar for hele innmeldingen' }), 'Ring før henting');

    await user.click(sendButton());
    expect(await screen.findByText('Kontrollerer for sykdommer og sender inn...')).toBeInTheDocument();
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(sendButton());
    expect(registerCalls(requests)).toHaveLength(1);
    expect(registerCalls(requests)[0]!.json).toMatchObject({ comment: 'Ring før henting' });

    release();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/registered-enrolments'));
    expect(registerCalls(requests)).toHaveLength(1);
  });

  it("refuses to send when the deadline has passed since the screen was drawn: 'Innmeldingen er ikke lenger gyldig.'", async () => {
    const error = vi.spyOn(toast, 'error');
    const { requests } = serveEnrolmentApi();
    const { user } = renderPage();
    await readyPigSlaughter(user);

    // Wednesday 25 November 07:31 Oslo on the server's clock: week 49's deadline has passed.
    vi.setSystemTime(Date.now() + (2 * 24 + 19) * 3_600_000 + 31 * 60_000);
    await user.click(sendButton());

    expect(await screen.findByText('Innmeldingen er ikke lenger gyldig.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Innmeldingen er ikke lenger gyldig.');
    expect(registerCalls(requests)).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/register-enrolment');
  });
});

describe('sending buy and sell', () => {
  it("a pig buy posts to /api/register_buy_sell/pigs/buy, 'Sender inn...' while sending", async () => {
    const { requests, release } = serveWithHeldRegister();
    const { user } = renderPage();
    await choose(user, 'Kjøp livdyr', 'Gris');
    expect(screen.getByText('Ønsket leveringsdato')).toBeInTheDocument();

    const form = screen.getByRole('region', { name: 'Ny rad for kjøp/salg' });
    await user.click(within(form).getByRole('radio', { name: 'Smågris' }));
    await user.type(within(form).getByRole('textbox', { name: 'Antall' }), '20{Enter}');
    expect(within(rowList()!).getByText('Smågris, 20 stk')).toBeInTheDocument();

    await user.click(sendButton());
    expect(await screen.findByText('Sender inn...')).toBeInTheDocument();
    expect(screen.queryByText('Kontrollerer for sykdommer og sender inn...')).not.toBeInTheDocument();
    const calls = registerCalls(requests);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.pathname).toBe('/api/register_buy_sell/pigs/buy');
    expect(calls[0]!.json).toMatchObject({
      animal_category: 'pigs',
      animal_rows: [{ subcategory_name: 'Smågris', amount: 20, comment: '' }],
      wanted_pickup_week: 49,
      wanted_pickup_year: 2026,
      comment: '',
    });
    expect(JSON.stringify(calls[0]!.json)).not.toMatch(/uid|"action"/);
    expect(calls[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);

    release();
    await expectTakenToReceipt();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/registered-enrolments'));
  });

  it('a pig sell needs the agreement and posts to /api/register_buy_sell/pigs/sell', async () => {
    const { requests } = serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Selg livdyr', 'Gris');
    const form = screen.getByRole('region', { name: 'Ny rad for kjøp/salg' });
    await user.click(within(form).getByRole('radio', { name: 'Smågris SPF' }));
    await user.type(within(form).getByRole('textbox', { name: 'Antall' }), '8{Enter}');
    expect(missingList()).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Jeg bekrefter at dyrene er i stand til å transporteres' }));

    await user.click(sendButton());
    await waitFor(() => expect(registerCalls(requests)).toHaveLength(1));
    expect(registerCalls(requests)[0]!.url.pathname).toBe('/api/register_buy_sell/pigs/sell');
    expect(registerCalls(requests)[0]!.json).toMatchObject({ animal_category: 'pigs', animal_rows: [{ subcategory_name: 'Smågris SPF', amount: 8 }], agreement: true });
  });
});

describe('send errors (spec §8)', () => {
  it.each([
    ['503', jsonResponse(503, errorBody('TRY_AGAIN_IN_A_MINUTE')), 'Kunne ikke registrere innmeldingen akkurat nå. Vennligst prøv igjen om en liten stund.', { durationMs: 5000 }],
    ['SERVICES_DOWN', jsonResponse(502, errorBody('SERVICES_DOWN')), 'En eller flere av tjenestene brukt til registrering er nede. Vennligst prøv igjen senere.', undefined],
    // What the server answers while a register the check needs is down: the code wins over the 503.
    [
      'SERVICES_DOWN on a 503',
      jsonResponse(503, errorBody('SERVICES_DOWN'), { 'Retry-After': '300' }),
      'En eller flere av tjenestene brukt til registrering er nede. Vennligst prøv igjen senere.',
      undefined,
    ],
    ['500', jsonResponse(500, errorBody('INTERNAL')), 'Kunne ikke registrere innmeldingen', undefined],
    ['409', jsonResponse(409, errorBody('IDEMPOTENCY_KEY_REUSED')), 'Kunne ikke registrere innmeldingen', undefined],
  ])('%s: the message, and the farmer stays with the enrolment', async (_name, answer, text, options) => {
    const error = vi.spyOn(toast, 'error');
    serveEnrolmentApi({ registerAnswers: [answer] });
    const { user } = renderPage();
    await readyPigSlaughter(user);
    await user.click(sendButton());

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(text, options);
    expect(screen.queryByText('Innmeldingen ble registrert')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/register-enrolment');
    expect(within(rowList()!).getByText('Gris, 10 stk, klubbnr. 1234')).toBeInTheDocument();
    expect(window.localStorage.getItem(LOCAL_DRAFT_KEY)).not.toBeNull();
  });

  it('no answer at all (network): the generic message', async () => {
    const served = serveEnrolmentApi();
    const fallback = served.fetchMock.getMockImplementation()!;
    mockFetch((request) => {
      if (isRegisterCall(request)) return Promise.reject(new TypeError('Failed to fetch'));
      return fallback(request.url.toString(), { method: request.method, headers: request.headers });
    });
    const { user } = renderPage();
    await readyPigSlaughter(user);
    await user.click(sendButton());
    expect(await screen.findByText('Kunne ikke registrere innmeldingen')).toBeInTheDocument();
  });

  it('422: the invalid-input message, and the field error from `fields` on the row in the list', async () => {
    serveEnrolmentApi({
      registerAnswers: [jsonResponse(422, errorBody('INVALID_INPUT', { 'animal_rows.0.club_no': 'Klubbnummeret er ikke registrert på gården' }))],
    });
    const { user } = renderPage();
    await readyPigSlaughter(user);
    await user.click(sendButton());

    expect(await screen.findByText('Et eller flere av feltene inneholder ugyldig data. Kontroller feltene og forsøk på nytt.')).toBeInTheDocument();
    const row = within(rowList()!).getByText('Gris, 10 stk, klubbnr. 1234').closest('li')!;
    expect(row).toHaveTextContent('Klubbnummeret er ikke registrert på gården');
    expect(within(screen.getByRole('list', { name: 'Før du kan melde inn må:' })).getByText('rette feilene i radene')).toBeInTheDocument();
    expect(missingList()).toBeInTheDocument();

    // Changing something clears the server's verdict: the farmer may send again.
    await user.type(screen.getByRole('textbox', { name: 'Legg til kommentar for hele innmeldingen' }), 'Sjekket');
    expect(row).not.toHaveTextContent('Klubbnummeret er ikke registrert på gården');
    expect(missingList()).not.toBeInTheDocument();
  });

  it('422 on a row far above the send button: that row is brought into view and focused, with the reason and what to do', async () => {
    const scrolled: Element[] = [];
    // jsdom has no layout, so no scrollIntoView: record which element asks for it.
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolled.push(this);
      },
    });
    const reason = 'Dyret 1235 har tilbakeholdelsestid til 16.12.2026 og kan ikke slaktes i uke 49. Fjern dyret fra innmeldingen, eller velg uke 51 eller senere.';
    serveEnrolmentApi({ registerAnswers: [jsonResponse(422, errorBody('INVALID_INPUT', { 'animal_rows.1.club_no': reason }))] });
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');
    await addPigRow(user);
    await user.click(screen.getByRole('button', { name: 'Legg til flere dyr' }));
    await addPigRow(user, '5', '1235');
    await user.click(screen.getByRole('checkbox', { name: 'Jeg bekrefter at dyrene er i stand til å transporteres' }));
    await user.click(sendButton());

    const [first, second] = within(rowList()!).getAllByRole('listitem');
    await waitFor(() => expect(second).toHaveFocus());
    expect(second).toHaveTextContent(reason);
    expect(scrolled).toContain(second);
    expect(first).not.toHaveTextContent(reason);
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('a retry of the same content after an error reuses the Idempotency-Key; changed content gets a new key', async () => {
    const served = serveEnrolmentApi({
      registerAnswers: [jsonResponse(503, errorBody('TRY_AGAIN_IN_A_MINUTE')), jsonResponse(500, errorBody('INTERNAL')), jsonResponse(503, errorBody('TRY_AGAIN_IN_A_MINUTE'))],
    });
    const { user } = renderPage();
    await readyPigSlaughter(user);
    const keys = () => registerCalls(served.requests).map((r) => r.headers.get('Idempotency-Key'));

    await user.click(sendButton());
    await screen.findByText('Kunne ikke registrere innmeldingen akkurat nå. Vennligst prøv igjen om en liten stund.');
    await user.click(sendButton());
    await screen.findByText('Kunne ikke registrere innmeldingen');
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).toBe(keys()[0]);

    await user.type(screen.getByRole('textbox', { name: 'Legg til kommentar for hele innmeldingen' }), 'Ny');
    await user.click(sendButton());
    await waitFor(() => expect(keys()).toHaveLength(3));
    expect(keys()[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys()[2]).not.toBe(keys()[0]);
    expect(registerCalls(served.requests)[2]!.json).toMatchObject({ comment: 'Ny' });
  });

  it('registered false for restrictions and health pig: both notices', async () => {
    serveEnrolmentApi({
      registerAnswers: [
        jsonResponse(200, { register_enrolment: { ...registered, registered: false, has_restrictions_for_group: true, helsegris_ok: false, enrolment: null } }),
      ],
    });
    const { user } = renderPage();
    await readyPigSlaughter(user);
    await user.click(sendButton());

    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const [first, second] = screen.getAllByRole('alert');
    expect(first).toHaveTextContent('Restriksjoner');
    expect(second).toHaveTextContent('Ikke godkjent helsegrisstatus');
    // The next change removes the old verdict.
    await user.type(screen.getByRole('textbox', { name: 'Legg til kommentar for hele innmeldingen' }), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("registered false with ksl_ok false: the KSL notice, no success, and the enrolment stays", async () => {
    const info = vi.spyOn(toast, 'info');
    const { requests } = serveEnrolmentApi({
      registerAnswers: [jsonResponse(200, { register_enrolment: { ...registered, registered: false, ksl_ok: false, enrolment: null } })],
    });
    const { user } = renderPage();
    await readyPigSlaughter(user);
    await user.click(sendButton());

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Ikke godkjent KSL-status');
    expect(screen.queryByText('Restriksjoner')).not.toBeInTheDocument();
    expect(info).not.toHaveBeenCalledWith('Innmeldingen ble registrert');
    expect(screen.getByTestId('location')).toHaveTextContent('/register-enrolment');
    expect(window.localStorage.getItem(LOCAL_DRAFT_KEY)).not.toBeNull();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    expect(within(rowList()!).getByText('Gris, 10 stk, klubbnr. 1234')).toBeInTheDocument();
  });
});
