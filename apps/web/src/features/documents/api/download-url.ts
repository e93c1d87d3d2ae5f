import { apiUrl } from '@/lib/api-client';

/**
 * GET /api/documents/download/{download_id}: the document's PDF. Built by the API client, so the
 * base path and, while impersonating, impersonateUsername are added (spec §7).
 */
export function documentDownloadUrl(downloadId: string): string {
  return apiUrl(`/api/documents/download/${encodeURIComponent(downloadId)}`);
}

/** GET /api/documents/download-zip?ids=a,b,c: the chosen documents' PDFs in one zip. */
export function documentsZipUrl(downloadIds: readonly string[]): string {
  return apiUrl('/api/documents/download-zip', { ids: downloadIds.join(',') });
}
