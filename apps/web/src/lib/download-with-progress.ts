/** How far a download has come: bytes received, and the whole size when the server says it. */
export interface DownloadProgress {
  received: number;
  total: number | undefined;
}

/** A download the server refused or that broke off. */
export class DownloadError extends Error {}

/** The file name of `Content-Disposition: attachment; filename="…"`, else `fallback`. */
export function attachmentFileName(header: string | null, fallback: string): string {
  const match = header?.match(/filename="([^"]+)"/);
  return match?.[1] ?? fallback;
}

/**
 * Fetches a file the server builds on request (an Excel export can take a while on a slow line),
 * reporting progress as bytes arrive, then hands it to the browser as a download. A plain link
 * would show nothing until the browser's own download starts; this lets the screen say what is
 * happening. The session cookie goes along as with any same-origin request.
 */
export async function downloadWithProgress(
  url: string,
  fallbackName: string,
  onProgress: (progress: DownloadProgress) => void,
): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' }).catch(() => {
    throw new DownloadError('network');
  });
  if (!response.ok || !response.body) throw new DownloadError(`status ${response.status}`);
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : undefined;

  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      throw new DownloadError('broken off');
    });
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }

  const blob = new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? 'application/octet-stream' });
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = attachmentFileName(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the data goes.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
