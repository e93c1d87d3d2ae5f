import { describe, expect, it } from 'vitest';
import { attachmentFileName } from '@/lib/download-with-progress';
import { exportStatusText } from './date-range-view';

describe('the Excel export status line', () => {
  it('says the file is being made until the first bytes, then how much has come', () => {
    expect(exportStatusText({ kind: 'idle' })).toBe('');
    expect(exportStatusText({ kind: 'running', progress: { received: 0, total: undefined } })).toBe('Lager Excel-filen ...');
    expect(exportStatusText({ kind: 'running', progress: { received: 1536 * 1024, total: 4096 * 1024 } })).toBe('Laster ned ... 1 536 kB av 4 096 kB');
    expect(exportStatusText({ kind: 'running', progress: { received: 300, total: undefined } })).toBe('Laster ned ... 1 kB');
    expect(exportStatusText({ kind: 'done' })).toBe('Excel-filen er lastet ned.');
  });

  it("takes the server's file name, or a fallback", () => {
    expect(attachmentFileName('attachment; filename="avregninger.xlsx"', 'x.xlsx')).toBe('avregninger.xlsx');
    expect(attachmentFileName(null, 'x.xlsx')).toBe('x.xlsx');
  });
});
