import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { company } from '@/config/company';
import { toast } from '@/lib/toast';
import { renderWithApp } from '@/testing/render';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { enrolments, serveEnrolments } from '../testing/enrolment-data';
import { RegisteredEnrolmentsPage } from './registered-enrolments-page';

const breadcrumbsFlag = company.flags.breadcrumbs;
afterEach(() => {
  company.flags.breadcrumbs = breadcrumbsFlag;
  vi.restoreAllMocks();
});

/** The page as the route shows it to a farm, with a stand-in for the tabs the route composes. */
function renderPage() {
  return renderWithApp(<RegisteredEnrolmentsPage tabs={<nav aria-label="Faner" />} />, { route: '/registered-enrolments', path: '/registered-enrolments' });
}

const combobox = () => screen.getByRole('combobox', { name: 'Velg innmelding' });
const detailHeading = () => screen.findByRole('heading', { level: 2, name: /^Innmelding / });

async function choose(user: ReturnType<typeof renderPage>['user'], label: string) {
  await user.click(screen.getByRole('button', { name: /Vis alle innmeldinger/ }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: label }));
}

// The tabs with the unread badge, and what staff see, are the route's: app/routes/registered-enrolments-route.test.tsx.
describe('submitted enrolments', () => {
  it("is titled 'Innmeldinger', with the tabs under the heading", async () => {
    company.flags.breadcrumbs = false;
    serveEnrolments();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Innmeldinger' })).toBeInTheDocument();
    expect(document.title).toBe('Innmeldinger - Slakteweb');
    expect(screen.getByRole('navigation', { name: 'Faner' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Brødsmulesti' })).not.toBeInTheDocument();
    await detailHeading();
  });

  it('marks the enrolment notifications read on entry', async () => {
    const { requests } = serveEnrolments({ unread: 12 });
    renderPage();
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/markread/enrolment/notification')).toBe(true));
    await detailHeading();
  });

  it('shows breadcrumbs only with the breadcrumbs flag', () => {
    company.flags.breadcrumbs = true;
    serveEnrolments();
    renderPage();
    const crumbs = screen.getByRole('navigation', { name: 'Brødsmulesti' });
    expect(within(crumbs).getByRole('link', { name: 'Innmeldinger' })).toHaveAttribute('href', '/register-enrolment');
    expect(within(crumbs).getByText('Innsendte')).toHaveAttribute('aria-current', 'page');
  });

  it("lists the dates with kind, marks the newest 'nyeste innmelding' and selects it", async () => {
    const { requests } = serveEnrolments();
    const { user } = renderPage();

    expect(screen.getByText('Laster innmeldinger...')).toBeInTheDocument();
    await waitFor(() => expect(combobox()).toHaveValue('19.11.2026 - Kjøp storfe (nyeste innmelding)'));
    expect(await detailHeading()).toHaveTextContent('Innmelding 19.11.2026 - Kjøp');
    expect(requests.some((r) => r.url.pathname === '/api/registered_enrolment_by_date/buy_cattle/2026-11-19')).toBe(true);

    await user.click(screen.getByRole('button', { name: /Vis alle innmeldinger/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '19.11.2026 - Kjøp storfe (nyeste innmelding)',
      '18.11.2026 - Slakt',
      '16.11.2026 - Salg sau',
      '02.11.2026 - Slakt',
    ]);
  });

  it('filters the picker by typing', async () => {
    serveEnrolments();
    const { user } = renderPage();
    await detailHeading();
    expect(combobox()).toHaveValue('19.11.2026 - Kjøp storfe (nyeste innmelding)');
    await user.clear(combobox());
    await user.type(combobox(), 'Salg');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['16.11.2026 - Salg sau']);
  });

  it("shows the kind suffix, the slaughter status lines, rows, 'Hentet' and the $-stripped comment", async () => {
    const { requests } = serveEnrolments();
    const { user } = renderPage();
    await detailHeading();
    // Buy and sell have no status line.
    expect(screen.queryByText('Et eller flere dyr venter på henting')).not.toBeInTheDocument();
    expect(screen.queryByText('Henting på innmelding er gjennomført')).not.toBeInTheDocument();

    await choose(user, '02.11.2026 - Slakt');
    expect(await screen.findByRole('heading', { level: 2, name: 'Innmelding 02.11.2026 - Slakt' })).toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname === '/api/registered_enrolment_by_date/slaughter/2026-11-02')).toBe(true);
    expect(screen.getByText('Henting på innmelding er gjennomført')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Dyr i innmeldingen' });
    // The rows themselves, not the items of the lists inside them (health remarks).
    const rows = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('heading', { name: 'Gris' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Hentet')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1234')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Uke 46 2026')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('10.11.2026 kl. 07:30')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Transport Nord AS')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('4521, 4533')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Halter litt på venstre bakbein')).toBeInTheDocument();
    // Health remarks per row: a group's count, an animal's number, the remark and its comment.
    expect(within(rows[0]!).getByRole('heading', { name: 'Helseavvik' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('3 dyr: Brokk')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Øremerke 4521: Svakhet/halthet – Venstre bakbein')).toBeInTheDocument();
    // The confirmations given when it was sent.
    expect(screen.getByRole('heading', { name: 'Bekreftet ved innsending' })).toBeInTheDocument();
    expect(screen.getByText('Jeg bekrefter at dyrene i flokken ikke blir hentet før tilbakeholdelsestiden er ute')).toBeInTheDocument();
    expect(screen.getByText('Grisene står i binge 3 og 4.')).toBeInTheDocument();
    expect(screen.queryByText(/Kjent leverandør/)).not.toBeInTheDocument();

    await choose(user, '18.11.2026 - Slakt');
    expect(await screen.findByRole('heading', { level: 2, name: 'Innmelding 18.11.2026 - Slakt' })).toBeInTheDocument();
    expect(screen.getByText('Et eller flere dyr venter på henting')).toBeInTheDocument();
    // (The overview by pickup week above says 'Hentet' of the enrolment of 02.11.)
    expect(within(screen.getByRole('region', { name: 'Innmelding 18.11.2026 - Slakt' })).queryByText('Hentet')).not.toBeInTheDocument();
    expect(screen.getByText('Fant ingen kommentar')).toBeInTheDocument();
    expect(screen.getByText('12345-00042')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Helseavvik' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bekreftet ved innsending' })).not.toBeInTheDocument();
    // What comes back, and the 'Returskjema' receipt: division by division, choices by their titles.
    expect(screen.getByText('1 med returkjøtt, 1 med returhud')).toBeInTheDocument();
    await user.click(screen.getByText('Returskjema'));
    expect(screen.getByRole('list', { name: 'Dyr i oppdeling 1' })).toHaveTextContent('Ku 12345-00042');
    expect(within(screen.getByRole('list', { name: 'Valg for oppdeling 1' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Oppdeling av skrotten: Ferdig stykket',
      'Biff',
      'Merknad til oppdelingen: Grovmalt',
    ]);
    expect(screen.getByRole('list', { name: 'Valg for alt returkjøttet' })).toHaveTextContent('Merking av pakkene: Innhold, dato og navnet ditt');
    expect(screen.getByText('Kommentar: Hentes fredag')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Dyr med returhud eller returskinn' })).toHaveTextContent('Ku 12345-00042');
    expect(screen.getByRole('list', { name: 'Valg for huder og skinn' })).toHaveTextContent('Send huden til garving');

    await choose(user, '16.11.2026 - Salg sau');
    expect(await screen.findByRole('heading', { level: 2, name: 'Innmelding 16.11.2026 - Salg' })).toBeInTheDocument();
    expect(screen.getByText('Dala')).toBeInTheDocument();
    expect(screen.getByText('Værene kan hentes sammen.')).toBeInTheDocument();
  });

  it('requests deletion of a buy enrolment: dialog, toast for 5000 ms, list reloaded', async () => {
    const info = vi.spyOn(toast, 'info');
    const { requests } = serveEnrolments();
    const { user } = renderPage();
    await detailHeading();

    await user.click(screen.getByRole('button', { name: 'Be om sletting av innmeldingen' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Vil du sende en forespørsel om å slette denne innmeldingen?');
    // 'Nei' closes without a call.
    await user.click(within(dialog).getByRole('button', { name: 'Nei' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.url.pathname.startsWith('/api/delete_registered_enrolment_by_date'))).toBe(false);

    const datesCalls = () => requests.filter((r) => r.url.pathname === '/api/registered_enrolment_dates').length;
    const before = datesCalls();
    await user.click(screen.getByRole('button', { name: 'Be om sletting av innmeldingen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja' }));

    expect(await screen.findByText('Forespørsel om sletting er sendt')).toBeInTheDocument();
    expect(info).toHaveBeenCalledWith('Forespørsel om sletting er sendt', { durationMs: 5000 });
    expect(requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/delete_registered_enrolment_by_date/buy_cattle/2026-11-19')).toBe(true);
    await waitFor(() => expect(datesCalls()).toBeGreaterThan(before));
    // Still there, now marked as requested instead of the link.
    expect(await screen.findByText('Det er sendt en forespørsel om å slette denne innmeldingen.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Be om sletting av innmeldingen' })).not.toBeInTheDocument();
  });

  it('deletes a slaughter enrolment directly: toast for 2500 ms, selection cleared, list reloaded', async () => {
    const info = vi.spyOn(toast, 'info');
    serveEnrolments();
    const { user } = renderPage();
    await detailHeading();
    await choose(user, '18.11.2026 - Slakt');
    await screen.findByRole('heading', { level: 2, name: 'Innmelding 18.11.2026 - Slakt' });

    await user.click(screen.getByRole('button', { name: 'Slett innmeldingen' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Er du sikker på at du vil slette denne innmeldingen?');
    // It names the enrolment; the safe choice has the focus, and Escape keeps the enrolment.
    expect(dialog).toHaveTextContent('Innmelding 18.11.2026 - Slakt');
    expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(0);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Nei' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Slett innmeldingen' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));

    expect(await screen.findByText('Innmeldingen ble slettet')).toBeInTheDocument();
    expect(info).toHaveBeenCalledWith('Innmeldingen ble slettet', { durationMs: 2500 });
    // The selection is cleared: the newest shows again, and the deleted one is gone from the list.
    expect(await screen.findByRole('heading', { level: 2, name: 'Innmelding 19.11.2026 - Kjøp' })).toBeInTheDocument();
    await waitFor(() => expect(combobox()).toHaveValue('19.11.2026 - Kjøp storfe (nyeste innmelding)'));
    await user.click(screen.getByRole('button', { name: /Vis alle innmeldinger/ }));
    expect(within(screen.getByRole('listbox')).queryByRole('option', { name: '18.11.2026 - Slakt' })).not.toBeInTheDocument();
    expect(screen.queryByText('Kunne ikke hente denne innmeldingen.')).not.toBeInTheDocument();
  });

  it('an enrolment already gone (its deletion went through, the answer was lost) counts as deleted', async () => {
    const info = vi.spyOn(toast, 'info');
    serveEnrolments({ deleteStatus: 404 });
    const { user } = renderPage();
    await detailHeading();
    await choose(user, '18.11.2026 - Slakt');
    await screen.findByRole('heading', { level: 2, name: 'Innmelding 18.11.2026 - Slakt' });
    await user.click(screen.getByRole('button', { name: 'Slett innmeldingen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Innmeldingen ble slettet')).toBeInTheDocument();
    expect(info).toHaveBeenCalledWith('Innmeldingen ble slettet', { durationMs: 2500 });
    expect(screen.queryByText('Kunne ikke slette innmeldingen')).not.toBeInTheDocument();
    // The selection is cleared, as after a deletion.
    expect(await screen.findByRole('heading', { level: 2, name: 'Innmelding 19.11.2026 - Kjøp' })).toBeInTheDocument();
  });

  it("shows 'Kunne ikke slette innmeldingen' when deleting fails", async () => {
    serveEnrolments({ deleteStatus: 422 });
    const { user } = renderPage();
    await detailHeading();
    await user.click(screen.getByRole('button', { name: 'Be om sletting av innmeldingen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Kunne ikke slette innmeldingen')).toBeInTheDocument();
    expect(screen.queryByText('Forespørsel om sletting er sendt')).not.toBeInTheDocument();
  });

  it('greys the delete link after the cutoff, with the reason, and opens no dialog', async () => {
    const { requests } = serveEnrolments();
    const { user } = renderPage();
    await detailHeading();
    await choose(user, '02.11.2026 - Slakt');
    await screen.findByRole('heading', { level: 2, name: 'Innmelding 02.11.2026 - Slakt' });

    const link = screen.getByRole('button', { name: 'Slett innmeldingen' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAccessibleDescription('Fristen for å slette denne innmeldingen er gått ut.');
    await user.click(link);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname.startsWith('/api/delete_registered_enrolment_by_date'))).toBe(false);
  });

  it('shows that deletion was requested instead of the link', async () => {
    serveEnrolments();
    const { user } = renderPage();
    await detailHeading();
    await choose(user, '16.11.2026 - Salg sau');
    expect(await screen.findByText('Det er sendt en forespørsel om å slette denne innmeldingen.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /sletting|Slett/ })).not.toBeInTheDocument();
  });

  it("says 'Kunne ikke hente registrerte innmeldinger.' when the list fails", async () => {
    serveEnrolments({ datesStatus: 500 });
    renderPage();
    expect(await screen.findByText('Kunne ikke hente registrerte innmeldinger.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it("says 'Kunne ikke hente denne innmeldingen.' when the enrolment fails", async () => {
    serveEnrolments({ detailStatus: 500 });
    renderPage();
    expect(await screen.findByText('Kunne ikke hente denne innmeldingen.')).toBeInTheDocument();
    expect(combobox()).toHaveValue('19.11.2026 - Kjøp storfe (nyeste innmelding)');
  });

  it("says 'Fant ingen registrerte innmeldinger.' without enrolments", async () => {
    serveEnrolments({ dates: [] });
    renderPage();
    expect(await screen.findByText('Fant ingen registrerte innmeldinger.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('two enrolments of a kind sent the same day', () => {
  const day = enrolments['slaughter|2026-11-18']!;
  const [part] = day.enrolments;
  const twoParts = {
    ...day,
    date: '2026-11-22',
    enrolments: [
      { ...part!, id: 41, sent_at: '2026-11-22T10:14:00.000+01:00', comment: 'Morgen', can_delete: true, delete_deadline: '2026-11-25T07:00:00.000+01:00' },
      { ...part!, id: 42, sent_at: '2026-11-22T18:05:00.000+01:00', comment: 'Kveld', can_delete: true, delete_deadline: '2026-12-02T07:00:00.000+01:00', return_form_data: null },
    ],
  };

  it('are shown one by one, each with its time, comment, deadline and own delete link, and deleted one by one', async () => {
    const { requests } = mockFetch((request) => {
      const path = request.url.pathname;
      if (path === '/api/registered_enrolment_dates') return jsonResponse(200, { registered_enrolment_dates: [{ date: '2026-11-22', kind: 'slaughter' }] });
      if (path === '/api/registered_enrolment_by_date/slaughter/2026-11-22') return jsonResponse(200, { registered_enrolment_by_date: twoParts });
      if (path.startsWith('/api/delete_registered_enrolment_by_date/')) return jsonResponse(200, { ok: true, deletion_requested: false });
      if (path === '/api/registered_enrolment_unread') return jsonResponse(200, { count: 0 });
      if (path === '/api/profile/is_superuser') return jsonResponse(200, { is_superuser: { is_superuser: false } });
      return jsonResponse(200, { ok: true });
    });
    const { user } = renderPage();
    await detailHeading();
    expect(screen.getByText('2 innmeldinger ble sendt denne dagen.')).toBeInTheDocument();
    const morning = screen.getByRole('region', { name: 'Sendt kl. 10:14' });
    const evening = screen.getByRole('region', { name: 'Sendt kl. 18:05' });
    // The newest first: the one just sent is not at the end of a long page.
    expect(screen.getAllByRole('region', { name: /^Sendt kl\. / })).toEqual([evening, morning]);
    expect(within(morning).getByText('Morgen')).toBeInTheDocument();
    expect(within(morning).getByText('Kan slettes til onsdag 25.11. kl. 07:00')).toBeInTheDocument();
    expect(within(evening).getByText('Kveld')).toBeInTheDocument();
    expect(within(evening).getByText('Kan slettes til onsdag 02.12. kl. 07:00')).toBeInTheDocument();

    await user.click(within(evening).getByRole('button', { name: 'Slett innmeldingen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/delete_registered_enrolment_by_date/slaughter/2026-11-22' && r.url.search === '?enrolment_id=42')).toBe(true));
  });
});

describe("the overview by pickup week ('Innmeldt til uke N')", () => {
  it('lists each week with its enrolments, their animals and status; a press shows that enrolment', async () => {
    serveEnrolments();
    const { user } = renderPage();
    const overview = await screen.findByRole('region', { name: 'Innmeldt per henteuke' });
    await waitFor(() => expect(within(overview).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Innmeldt til uke 46', 'Innmeldt til uke 48', 'Innmeldt til uke 49']));
    const week = (n: number) => within(overview).getByRole('heading', { level: 3, name: `Innmeldt til uke ${n}` }).closest('section')!;
    expect(week(46)).toHaveTextContent('09.11.2026 – 15.11.2026');
    const picked = within(week(46)).getByRole('listitem');
    expect(picked).toHaveTextContent('02.11.2026 - Slakt: 42 Gris, 2 Purke');
    expect(picked).toHaveTextContent('Hentet');
    expect(within(week(48)).getByRole('listitem')).toHaveTextContent('Sletting er bedt om');
    const week49 = within(week(49)).getAllByRole('listitem');
    expect(week49.map((li) => li.textContent)).toEqual(['18.11.2026 - Slakt: 1 KuInnmeldt', '19.11.2026 - Kjøp storfe: 3 Livdyr til fôring, Kjøttfe, tung, okseInnmeldt']);

    await user.click(within(picked).getByRole('button', { name: '02.11.2026 - Slakt: 42 Gris, 2 Purke' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Innmelding 02.11.2026 - Slakt' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('says so when the overview cannot be fetched, and the rest of the page works', async () => {
    serveEnrolments({ weeksStatus: 500 });
    renderPage();
    expect(await screen.findByText('Kunne ikke hente oversikten per henteuke.')).toBeInTheDocument();
    expect(await detailHeading()).toBeInTheDocument();
  });
});

describe('the cooperative’s word on an enrolment', () => {
  it('a change: the line beside the enrolment and in the overview; the delete link stays', async () => {
    serveEnrolments({ cooperative: { 'slaughter|2026-11-18': { event: 'changed', at: '2026-11-24T09:00:00.000+01:00', fields: ['delivery_week', 'haulier'] } } });
    const { user } = renderPage();
    await detailHeading();
    await choose(user, '18.11.2026 - Slakt');
    await screen.findByRole('heading', { level: 2, name: 'Innmelding 18.11.2026 - Slakt' });
    const detail = screen.getByRole('region', { name: 'Innmelding 18.11.2026 - Slakt' });
    expect(await within(detail).findByText('Endret av slakteriet 24.11.2026 (leveringsuke, transportør)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Slett innmeldingen' })).not.toHaveAttribute('aria-disabled', 'true');
    const overview = screen.getByRole('region', { name: 'Innmeldt per henteuke' });
    await waitFor(() => expect(within(overview).getByText(/18\.11\.2026 - Slakt/).closest('li')).toHaveTextContent('Endret av slakteriet 24.11.2026'));
  });

  it('deleted by the cooperative: said beside it and in the overview, with no delete link and no pickup status', async () => {
    serveEnrolments({ cooperative: { 'slaughter|2026-11-18': { event: 'deleted', at: '2026-11-24T09:00:00.000+01:00', fields: [] } } });
    const { user } = renderPage();
    await detailHeading();
    await choose(user, '18.11.2026 - Slakt');
    await screen.findByRole('heading', { level: 2, name: 'Innmelding 18.11.2026 - Slakt' });
    expect(await screen.findByText('Slettet av slakteriet 24.11.2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Slett innmeldingen' })).not.toBeInTheDocument();
    expect(screen.queryByText('Et eller flere dyr venter på henting')).not.toBeInTheDocument();
    const overview = screen.getByRole('region', { name: 'Innmeldt per henteuke' });
    await waitFor(() => expect(within(overview).getByText(/18\.11\.2026 - Slakt/).closest('li')).toHaveTextContent('Slettet av slakteriet'));
  });

  it('a deletion request refused: said plainly, and no new request can be made', async () => {
    serveEnrolments({ cooperative: { 'sell_sheep|2026-11-16': { event: 'deletion_refused', at: '2026-11-24T09:00:00.000+01:00', fields: [] } } });
    const { user } = renderPage();
    await detailHeading();
    await choose(user, '16.11.2026 - Salg sau');
    await screen.findByRole('heading', { level: 2, name: 'Innmelding 16.11.2026 - Salg' });
    const detail = screen.getByRole('region', { name: 'Innmelding 16.11.2026 - Salg' });
    expect(await within(detail).findByText('Sletting avslått av slakteriet 24.11.2026')).toBeInTheDocument();
    expect(screen.queryByText('Det er sendt en forespørsel om å slette denne innmeldingen.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Be om sletting av innmeldingen' })).not.toBeInTheDocument();
  });
});
