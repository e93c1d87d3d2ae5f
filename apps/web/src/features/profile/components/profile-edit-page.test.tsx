import { notificationSettingsWith, type Profile } from '@slakteweb/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { ProfileEditPage } from './profile-edit-page';

const profile: Profile = {
  fullname: 'Kari Nordmann',
  supplier_no: '10001',
  company_no: '987654321',
  provider_no: '5001',
  animal_keeping_id: 'NO-5001',
  ksl_status: 1,
  brsv_status: 1,
  health_pig_approved: true,
  animal_keeping: {
    has_pigs: true,
    has_sheep: false,
    has_cattle: true,
    has_pigs_restriction: false,
    has_sheep_restriction: false,
    has_cattle_restriction: false,
  },
  email_user: 'kari@example.no',
  email_accounting: 'regnskap@example.no',
  mobile: '900 00 000',
  street_address: 'Gardsvegen 1',
  post_no: '7500',
  city: 'Stjørdal',
  recieve_accounting: true,
  recieve_newsletter: false,
  recieve_registered_slaughter: true,
};

function serve(onPut: (request: RecordedRequest) => Response) {
  return mockFetch((request) => {
    if (request.url.pathname === '/api/profile' && request.method === 'GET') return jsonResponse(200, { profile });
    if (request.url.pathname === '/api/profile' && request.method === 'PUT') return onPut(request);
    if (request.url.pathname === '/api/profile/notifications') return jsonResponse(200, { settings: notificationSettingsWith([]) });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

async function renderForm() {
  const rendered = renderWithApp(<ProfileEditPage />, { route: '/profile/edit', path: '/profile/edit' });
  await screen.findByLabelText('E-post');
  return rendered;
}

describe('profile edit', () => {
  it('shows the read-only facts and the current values', async () => {
    serve(() => jsonResponse(500, {}));
    await renderForm();

    expect(screen.getByText('Kari Nordmann')).toBeInTheDocument();
    expect(screen.getByText('987654321')).toBeInTheDocument();
    expect(screen.getByLabelText('E-post')).toHaveValue('kari@example.no');
    expect(screen.getByLabelText('Mobil')).toHaveAttribute('inputmode', 'tel');
    expect(screen.getByLabelText('Postnummer')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Motta avregning på e-post')).toBeChecked();
    expect(screen.getByLabelText('Motta nyhetsbrev')).not.toBeChecked();
    // The Varsler switches below the form, saved on their own.
    expect(await screen.findByRole('heading', { name: 'Varsler' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Slakteresultat klart' })).getByRole('switch', { name: 'På e-post' })).not.toBeChecked();
  });

  it('shows errors under invalid fields, focuses the first, then saves once fixed', async () => {
    const { requests } = serve((request) =>
      jsonResponse(200, { profile: { ...profile, email_user: request.form.email_user, post_no: request.form.post_no } }),
    );
    const { user } = await renderForm();
    const email = screen.getByLabelText('E-post');
    const postNo = screen.getByLabelText('Postnummer');

    await user.clear(email);
    await user.type(email, 'kari@.no');
    await user.clear(postNo);
    await user.type(postNo, '75');
    await user.clear(screen.getByLabelText('Poststed'));
    await user.click(screen.getByRole('button', { name: 'Utfør endring' }));

    expect(await screen.findByText('Ugyldig e-post')).toBeInTheDocument();
    expect(screen.getByText('Ugyldig postnummer')).toBeInTheDocument();
    expect(screen.getByText('Feltet må fylles ut')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Ugyldig e-post');
    // The focus moves in an effect after the errors are on the screen.
    await waitFor(() => expect(email).toHaveFocus());
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.clear(email);
    await user.type(email, 'kari.ny@example.no');
    await user.clear(postNo);
    await user.type(postNo, '7502');
    await user.type(screen.getByLabelText('Poststed'), 'Stjørdal');
    await user.click(screen.getByLabelText('Motta nyhetsbrev'));
    await user.click(screen.getByLabelText('Motta avregning på e-post'));
    await user.click(screen.getByRole('button', { name: 'Utfør endring' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
    expect(screen.getByTestId('location')).toHaveAttribute('data-state', JSON.stringify({ referer: '/profile/edit' }));
    expect(screen.getByText('Profilen ble oppdatert')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.form).toEqual({
      email_user: 'kari.ny@example.no',
      email_accounting: 'regnskap@example.no',
      mobile: '900 00 000',
      street_address: 'Gardsvegen 1',
      post_no: '7502',
      city: 'Stjørdal',
      // Checked boxes send '1'; the unchecked accounting flag is left out.
      recieve_newsletter: '1',
      recieve_registered_slaughter: '1',
    });
  });

  it('lists every error in a summary at the top after submit, each taking the user to its field', async () => {
    serve(() => jsonResponse(500, {}));
    const { user } = await renderForm();
    expect(screen.queryByRole('region', { name: 'Rett opp dette før du lagrer:' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('E-post'));
    await user.type(screen.getByLabelText('E-post'), 'kari@.no');
    await user.clear(screen.getByLabelText('Poststed'));
    await user.click(screen.getByRole('button', { name: 'Utfør endring' }));

    const summary = await screen.findByRole('region', { name: 'Rett opp dette før du lagrer:' });
    const entries = within(summary).getAllByRole('button');
    expect(entries.map((b) => b.textContent)).toEqual(['E-post: Ugyldig e-post', 'Poststed: Feltet må fylles ut']);
    await user.click(entries[1]!);
    expect(screen.getByLabelText('Poststed')).toHaveFocus();

    // Fixed fields leave the summary; the last fix empties it.
    await user.type(screen.getByLabelText('Poststed'), 'Stjørdal');
    await waitFor(() => expect(within(summary).getAllByRole('button')).toHaveLength(1));
  });

  it('says nothing while the farmer tabs through fields, and names a changed field left wrong at once', async () => {
    serve(() => jsonResponse(500, {}));
    const { user } = await renderForm();
    const email = screen.getByLabelText('E-post');
    email.focus();
    // Tabbing through untouched fields: no errors.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.queryByText(/Ugyldig|Feltet må fylles ut/)).not.toBeInTheDocument();

    // A changed field left with a wrong value is named when it is left, before any submit.
    await user.clear(email);
    await user.type(email, 'kari@');
    expect(screen.queryByText('Ugyldig e-post')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Ugyldig e-post')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    // No summary before a submit.
    expect(screen.queryByRole('region', { name: 'Rett opp dette før du lagrer:' })).not.toBeInTheDocument();
  });

  it("shows the server's 422 field messages under the fields", async () => {
    serve(() =>
      jsonResponse(422, {
        code: 'INVALID_INPUT',
        message: 'Invalid input',
        fields: { mobile: 'Ugyldig telefonnummer', city: 'Feltet må fylles ut' },
      }),
    );
    const { user } = await renderForm();

    await user.click(screen.getByRole('button', { name: 'Utfør endring' }));

    expect(await screen.findByText('Ugyldig telefonnummer')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobil')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Poststed')).toHaveAccessibleDescription('Feltet må fylles ut');
    await waitFor(() => expect(screen.getByLabelText('Mobil')).toHaveFocus());
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/edit');
  });

  it('keeps the input and shows a toast when saving fails otherwise', async () => {
    serve(() => new Response('', { status: 503 }));
    const { user } = await renderForm();
    const city = screen.getByLabelText('Poststed');

    await user.clear(city);
    await user.type(city, 'Hell');
    await user.click(screen.getByRole('button', { name: 'Utfør endring' }));

    expect(await screen.findByText('Kunne ikke oppdatere profilen')).toBeInTheDocument();
    expect(city).toHaveValue('Hell');
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/edit');
  });

  it('says so when the profile cannot be loaded', async () => {
    mockFetch(() => new Response('', { status: 500 }));
    renderWithApp(<ProfileEditPage />, { route: '/profile/edit', path: '/profile/edit' });

    expect(screen.getByText('Laster profildata ...')).toBeInTheDocument();
    expect(await screen.findByText('Kunne ikke laste inn profildata.')).toBeInTheDocument();
  });
});
