import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** API answers smaller than this go out uncompressed: compressing them saves less than it costs. */
export const API_COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * API answers up to this size are compressed in one call, with their Content-Length; larger ones
 * go through a compression stream, so the event loop is never held long (brotli of 64 kB takes
 * about 0.2 ms). The plugin's own default on two cores is 8 kB, on the idea that the stream's
 * work runs beside the event loop on a spare core. The portal has none to spare: WORKERS runs an
 * event loop on every core and PostgreSQL shares them, and a stream costs more to set up than
 * the compression itself. With brotli at quality 3 (below), a documents page of 50 (12 kB, 2.6 kB
 * as brotli) went from 1 957 to 2 790 answers a second on this machine's two cores (bench/RESULTS.md).
 */
export const API_COMPRESS_SYNC_MAX_BYTES = 64 * 1024;

/**
 * Brotli for API answers: quality 3 rather than the plugin's 4. On the portal's JSON (a documents
 * page, a settlement page, the whole lists) quality 3 came out as small or smaller (2 620 against
 * 2 602 bytes for a documents page, 750 against 771 for a settlement page) in two thirds of the
 * time or less (39 against 59 µs; bench/api-compression.ts). Text mode, as the plugin's default has it.
 */
const API_BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } };

/**
 * JSON answers of 1 kB or more go out compressed (brotli, else gzip, by Accept-Encoding): a
 * settlements page or the statistics shrink to a fifth on a slow line. Only compressible types
 * (mime-db): PDFs, Excel files and photos are already compressed and keep their Content-Length.
 * Brotli at a fast quality (API_BROTLI_OPTIONS), not zlib's slow 11. Requests are never
 * decompressed: the portal's browser sends plain bodies, and the body limit stays a limit on
 * what arrives.
 */
export async function registerApiCompression(api: FastifyInstance): Promise<void> {
  await api.register(compress, {
    threshold: API_COMPRESS_THRESHOLD_BYTES,
    syncThreshold: API_COMPRESS_SYNC_MAX_BYTES,
    brotliOptions: API_BROTLI_OPTIONS,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
