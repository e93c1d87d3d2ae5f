import type { SettlementKind } from '@slakteweb/core';
import { apiUrl } from '@/lib/api-client';

/**
 * Links the browser follows itself (downloads and photos), built by the API client so the base
 * path and, while impersonating, impersonateUsername are added (spec §7).
 */

/** GET /api/{posted|temp}_slaughter_by_date/{date}/export/excel[?settlement_no=…]. */
export function settlementExcelUrl(kind: SettlementKind, date: string, settlementNo: string): string {
  const day = encodeURIComponent(date);
  return kind === 'posted'
    ? apiUrl(`/api/posted_slaughter_by_date/${day}/export/excel`, { settlement_no: settlementNo })
    : apiUrl(`/api/temp_slaughter_by_date/${day}/export/excel`);
}

/** GET /api/posted_slaughter_by_date_range/{from}/{to}/export/excel, dates yyyy-MM-dd. */
export function dateRangeExcelUrl(from: string, to: string): string {
  return apiUrl(`/api/posted_slaughter_by_date_range/${encodeURIComponent(from)}/${encodeURIComponent(to)}/export/excel`);
}

/** GET /api/documents/download/accounting/{settlement_no}: the settlement's PDF. */
export function settlementPdfUrl(settlementNo: string): string {
  return apiUrl(`/api/documents/download/accounting/${encodeURIComponent(settlementNo)}`);
}

/** GET /api/slaughter_photo/{posted|temp}/{imageId}. */
export function slaughterPhotoUrl(kind: SettlementKind, imageId: string): string {
  return apiUrl(`/api/slaughter_photo/${kind}/${encodeURIComponent(imageId)}`);
}

/** GET /api/settlement_year/{year}/export/excel: 'Årsoversikt' as Excel. */
export function settlementYearExcelUrl(year: number): string {
  return apiUrl(`/api/settlement_year/${year}/export/excel`);
}
