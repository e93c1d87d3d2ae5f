import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { jsonResponse, mockFetch, type RecordedRequest } from '@/testing/fetch-mock';
import { LOCAL_DRAFT_KEY } from '../model/draft';
import type { EnrolmentState } from '../model/entries';
import { SERVER_NOW, serveEnrolmentApi } from '../testing/enrolment-api';
import { actionRadio, addPigRow, choose, groupRadio, groupStep, renderEnrolmentPage, rowList, rowTexts, withBrowserClockInJune } from '../testing/enrolment-screen';

/**
 * Drafts of the new enrolment (spec/enrolment.md §4 Draft, §7): offered when the screen opens, kept
 * as the farmer works, saved with 'Lagre utkast'. The fake server's clock is Sunday 22 November
 * 2026 12:00 Oslo (week 47); the browser's is in June.
 */
withBrowserClockInJune();
const renderPage = renderEnrolmentPage;

const draftCalls = (requests: RecordedRequest[], method: string) => requests.filter((r) => r.method === method && r.url.pathname === '/api/temp_storage_enrollment');

const pigState = (clubNo: string): EnrolmentState => ({
  action: 'slaughter',
  group: 'pigs',
  step: 4,
  week: { year: 2026, week: 49 },
  cattleAgreement: false,
  rows: [{ uid: `row-${clubNo}`, subcategory_name: 'Gris', amount: 10, club_no: clubNo, comment: '' }],
  comment: `Utkast ${clubNo}`,
  agreement: false,
  extraConfirm: false,
  returnDivisions: [],
  returnCommon: {},
  returnCommentMeat: '',
  returnCommentSkin: '',
  pickupLocation: '',
  wantMarks: false,
});

const draft = (state: EnrolmentState, lastUpdated: string, supplier_no = '10001') => ({ state, lastUpdated, supplier_no, user: supplier_no });
const storeLocalDraft = (record: ReturnType<typeof draft>) => window.localStorage.setItem(LOCAL_DRAFT_KEY, JSON.stringify(record));

describe('continuing a draft', () => {
  it("offers a local draft newer than the server's; 'Ja' restores its rows, week and comment", async () => {
    storeLocalDraft(draft(pigState('1111'), '2026-11-22T10:30:00.000Z'));
    serveEnrolmentApi({ serverDraft: draft(pigState('2222'), '2026-11-22T09:00:00.000Z') });
    const { user } = renderPage();

    const dialog = await screen.findByRole('alertdialog', { name: 'Fortsette på innmeldingen?' });
    expect(dialog).toHaveTextContent('Du har en innmelding som ikke er sendt inn (slakt, gris, sist endret');
    expect(within(dialog).getByRole('button', { name: 'Nei, start på nytt' })).toBeInTheDocument();
    // Starting over deletes the saved draft, and the dialog says so.
    expect(dialog).toHaveTextContent('Velger du «Nei, start på nytt», blir utkastet slettet.');
    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    expect(actionRadio('Slakt')).toBeChecked();
    expect(groupRadio('Gris')).toBeChecked();
    // Focus goes on from the chosen action, not lost to the page.
    await waitFor(() => expect(actionRadio('Slakt')).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Uke' })).toHaveValue('49');
    expect(rowTexts()).toEqual(['Gris, 10 stk, klubbnr. 1111']);
    expect(screen.getByRole('textbox', { name: 'Legg til kommentar for hele innmeldingen' })).toHaveValue('Utkast 1111');
    // With rows, the add form waits behind 'Legg til flere dyr'.
    expect(screen.getByRole('button', { name: 'Legg til flere dyr' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ny innmeldingsrad' })).not.toBeInTheDocument();
  });

  it("offers the server's draft when it is the newer", async () => {
    storeLocalDraft(draft(pigState('1111'), '2026-11-22T09:00:00.000Z'));
    serveEnrolmentApi({ serverDraft: draft(pigState('2222'), '2026-11-22T10:30:00.000Z') });
    const { user } = renderPage();

    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(rowTexts()).toEqual(['Gris, 10 stk, klubbnr. 2222']));
  });

  it("'Nei, start på nytt' clears the local draft, deletes the server's and starts empty", async () => {
    storeLocalDraft(draft(pigState('1111'), '2026-11-22T10:30:00.000Z'));
    const { requests } = serveEnrolmentApi({ serverDraft: draft(pigState('2222'), '2026-11-22T09:00:00.000Z') });
    const { user } = renderPage();

    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Nei, start på nytt' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(actionRadio('Slakt')).toHaveFocus());
    expect(window.localStorage.getItem(LOCAL_DRAFT_KEY)).toBeNull();
    await waitFor(() => expect(draftCalls(requests, 'DELETE')).toHaveLength(1));
    expect(actionRadio('Slakt')).not.toBeChecked();
    expect(groupStep()).not.toBeInTheDocument();
    expect(rowList()).not.toBeInTheDocument();
  });

  it("does not offer another supplier's local draft (impersonation)", async () => {
    storeLocalDraft(draft(pigState('1111'), '2026-11-22T10:30:00.000Z', '20002'));
    const { requests } = serveEnrolmentApi();
    renderPage();

    await screen.findByRole('radio', { name: 'Slakt' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(actionRadio('Slakt')).not.toBeChecked();
    expect(draftCalls(requests, 'DELETE')).toHaveLength(0);
  });

  it("offers the server's draft when there is no local one", async () => {
    serveEnrolmentApi({ serverDraft: draft(pigState('2222'), '2026-11-20T09:00:00.000Z') });
    const { user } = renderPage();
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(rowTexts()).toEqual(['Gris, 10 stk, klubbnr. 2222']));
  });

  it('keeps the local draft as the farmer works, stamped with the server clock', async () => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await screen.findByRole('radio', { name: 'Slakt' });
    // Nothing done yet: nothing stored.
    expect(window.localStorage.getItem(LOCAL_DRAFT_KEY)).toBeNull();

    await choose(user, 'Slakt', 'Gris');
    await addPigRow(user);
    // The draft is stored after the row shows (an effect): wait for it, on a busy machine too.
    await waitFor(() => expect((JSON.parse(window.localStorage.getItem(LOCAL_DRAFT_KEY)!) as ReturnType<typeof draft>).state.rows).toHaveLength(1));
    const stored = JSON.parse(window.localStorage.getItem(LOCAL_DRAFT_KEY)!) as ReturnType<typeof draft>;
    expect(stored).toMatchObject({ supplier_no: '10001', state: { action: 'slaughter', group: 'pigs', week: { year: 2026, week: 49 } } });
    expect(stored.state.rows).toEqual([expect.objectContaining({ subcategory_name: 'Gris', amount: 10, club_no: '1234' })]);
    // The server's clock (22 November), not the browser's (June): drafts are compared by it.
    expect(Math.abs(Date.parse(stored.lastUpdated) - Date.parse(SERVER_NOW))).toBeLessThan(60_000);
  });

  it('an offered draft is kept while the question is open', async () => {
    const local = draft(pigState('1111'), '2026-11-22T10:30:00.000Z');
    storeLocalDraft(local);
    serveEnrolmentApi();
    renderPage();
    await screen.findByRole('alertdialog');
    expect(JSON.parse(window.localStorage.getItem(LOCAL_DRAFT_KEY)!)).toEqual(local);
  });

  it("'Lagre utkast' posts temp_storage_registration as JSON text with the state and lastUpdated: 'Utkast lagret'", async () => {
    const info = vi.spyOn(toast, 'info');
    const { requests } = serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');
    await addPigRow(user);

    await user.click(screen.getByRole('button', { name: 'Lagre utkast' }));
    expect(await screen.findByText('Utkast lagret')).toBeInTheDocument();
    expect(info).toHaveBeenCalledWith('Utkast lagret');

    const posts = draftCalls(requests, 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    const text = posts[0]!.form.temp_storage_registration!;
    const saved = JSON.parse(text) as { state: EnrolmentState; lastUpdated: string; user: string };
    expect(saved.state).toMatchObject({ action: 'slaughter', group: 'pigs', week: { year: 2026, week: 49 }, comment: '', agreement: false });
    expect(saved.state.rows).toEqual([expect.objectContaining({ subcategory_name: 'Gris', amount: 10, club_no: '1234' })]);
    expect(Math.abs(Date.parse(saved.lastUpdated) - Date.parse(SERVER_NOW))).toBeLessThan(60_000);
    // Nothing was sent as an enrolment.
    expect(requests.some((r) => r.url.pathname === '/api/register_enrolment')).toBe(false);
  });

  it("'Kunne ikke lagre utkast' when saving fails", async () => {
    const error = vi.spyOn(toast, 'error');
    serveEnrolmentApi({ failDraftSave: true });
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');
    await user.click(screen.getByRole('button', { name: 'Lagre utkast' }));
    expect(await screen.findByText('Kunne ikke lagre utkast')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Kunne ikke lagre utkast');
    expect(screen.queryByText('Utkast lagret')).not.toBeInTheDocument();
  });

  // BUG (reported): a draft with a group but no usable week (week is read with .catch(null) in
  // model/draft.ts) is restored without a week. Steps 3 and 4 need a week, so they never show, and
  // 'Før du kan melde inn må:' is empty: 'Send innmelding' looks ready but only says
  // 'Innmeldingen er ikke lenger gyldig.'. Choosing the same group again does not help.
  it('a draft with a group but without a usable week does not leave the farmer without a week step', async () => {
    storeLocalDraft(draft({ ...pigState('1111'), week: '49' as unknown as EnrolmentState['week'] }, '2026-11-22T10:30:00.000Z'));
    serveEnrolmentApi();
    const { user } = renderPage();
    await waitFor(() => expect(screen.queryByText('Laster...')).not.toBeInTheDocument());

    // Whether the draft is dropped or offered and restored, the farmer must not be stuck.
    const offer = screen.queryByRole('alertdialog');
    if (offer) {
      await user.click(within(offer).getByRole('button', { name: 'Ja' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    }
    const pigsChosen = groupStep() !== null && (groupRadio('Gris') as HTMLInputElement).checked;
    if (pigsChosen) expect(screen.queryByRole('textbox', { name: 'Uke' })).toBeInTheDocument();
    else expect(screen.getByRole('radio', { name: 'Slakt' })).toBeInTheDocument();
  });

  // BUG (reported): a restored draft skips the group checks that choosing the group makes
  // (restrictions, health pig): the flow goes on, and only the server's refusal tells the farmer.
  it('a draft for a group that now has restrictions does not open the week step of that group', async () => {
    storeLocalDraft(draft({ ...pigState('1111'), group: 'sheep', rows: [] }, '2026-11-22T10:30:00.000Z'));
    serveEnrolmentApi({ keeping: { restrictions: { pigs: false, sheep: true, cattle: false } } });
    const { user } = renderPage();
    await waitFor(() => expect(screen.queryByText('Laster...')).not.toBeInTheDocument());

    // Whether the draft is dropped, or restored with the notice, sheep must not be enrolled.
    const offer = screen.queryByRole('alertdialog');
    if (offer) {
      await user.click(within(offer).getByRole('button', { name: 'Ja' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    }
    const sheepChosen = groupStep() !== null && (groupRadio('Sau og lam') as HTMLInputElement).checked;
    if (sheepChosen) {
      expect(screen.getByText('Restriksjoner')).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Uke' })).not.toBeInTheDocument();
    }
  });
});

describe('the draft question on a slow line', () => {
  /**
   * Serves the enrolment API, but holds the answer to GET /api/temp_storage_enrollment until the
   * test releases it (or fails it): the rest of the screen's data comes at once.
   */
  function holdServerDraft(options: Parameters<typeof serveEnrolmentApi>[0]) {
    const served = serveEnrolmentApi(options);
    const fallback = served.fetchMock.getMockImplementation()!;
    let release: (answer?: Response) => void = () => undefined;
    const held = new Promise<Response | undefined>((resolve) => {
      release = resolve;
    });
    const { requests } = mockFetch(async (request) => {
      const answer = () => fallback(request.url.toString(), { method: request.method, headers: request.headers });
      if (request.method === 'GET' && request.url.pathname === '/api/temp_storage_enrollment') return (await held) ?? answer();
      return answer();
    });
    return { requests, release };
  }

  /** The notice that the saved draft could not be fetched, read out politely (a status). */
  const draftNotice = () => screen.getAllByRole('status').find((el) => el.textContent?.includes('Kunne ikke hente utkastet som er lagret hos oss.'));

  /** Records, the first time a field of the form is in the page, whether the draft question was already there. */
  function watchFirstField() {
    const seen: { questionFirst: boolean | null } = { questionFirst: null };
    const observer = new MutationObserver(() => {
      if (seen.questionFirst === null && document.querySelector('[data-enrolment-flow] input')) {
        seen.questionFirst = document.querySelector('[role="alertdialog"]') !== null;
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return { seen, stop: () => observer.disconnect() };
  }

  it('the form waits for the draft answer behind the loading text, and the question is there before any field', async () => {
    const watch = watchFirstField();
    const { requests, release } = holdServerDraft({ serverDraft: draft(pigState('2222'), '2026-11-22T09:00:00.000Z') });
    renderPage();

    // Everything else has come; the draft has not: the page is still loading, nothing to type in.
    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/external/weeks')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByText('Laster...')).toBeInTheDocument();
    expect(document.querySelector('[data-enrolment-flow]')).toBeNull();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    release();
    const dialog = await screen.findByRole('alertdialog', { name: 'Fortsette på innmeldingen?' });
    watch.stop();
    expect(watch.seen.questionFirst).toBe(true);
    // The form behind the question cannot be used until it is answered.
    expect(screen.queryByRole('radio', { name: 'Slakt' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ja' })).toBeInTheDocument();
  });

  it('a failed draft call: the form with the local draft offered and a notice; the server draft is neither deleted nor overwritten', async () => {
    storeLocalDraft(draft(pigState('1111'), '2026-11-22T10:30:00.000Z'));
    const { requests, release } = holdServerDraft({});
    const { user } = renderPage();
    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/external/weeks')).toBe(true));
    release(jsonResponse(503, { code: 'TRY_AGAIN_IN_A_MINUTE', message: 'x' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Fortsette på innmeldingen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(rowTexts()).toEqual(['Gris, 10 stk, klubbnr. 1111']));
    expect(draftNotice()).toHaveTextContent('laste inn siden på nytt senere for å fortsette på utkastet');
    expect(screen.queryByText('Kunne ikke laste inn data.')).not.toBeInTheDocument();
    expect(draftCalls(requests, 'DELETE')).toHaveLength(0);
    expect(draftCalls(requests, 'POST')).toHaveLength(0);
  });

  it('a failed draft call and no local draft: the form at once, with the notice', async () => {
    const { requests, release } = holdServerDraft({});
    renderPage();
    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/external/weeks')).toBe(true));
    release(jsonResponse(500, { code: 'INTERNAL_ERROR', message: 'x' }));

    expect(await screen.findByRole('radio', { name: 'Slakt' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(draftNotice()).toHaveTextContent('laste inn siden på nytt senere for å fortsette på utkastet');
  });
});
