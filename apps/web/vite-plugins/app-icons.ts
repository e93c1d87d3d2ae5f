import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The portal's home-screen icons, drawn at build time in the company's colour: the house of the
 * browser-tab icon (vite.config.ts) as PNG files, which every phone accepts for the home screen
 * and the install check asks for (192 and 512 px), and a maskable one whose house stays inside
 * the middle 80 % that phones may cut to a circle or a squircle. Drawn here rather than kept as
 * files so a new cooperative only needs its colour.
 */

/** The house of the tab icon, on its 34 × 34 grid. */
const HOUSE: ReadonlyArray<readonly [number, number]> = [
  [7, 16],
  [17, 8],
  [27, 16],
  [27, 26],
  [7, 26],
];
const DOOR = { left: 13.5, top: 19.5, right: 20.5, bottom: 26 };

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Inside a convex polygon given clockwise on screen (y down). */
function insideConvex(x: number, y: number, points: ReadonlyArray<readonly [number, number]>): boolean {
  for (let i = 0; i < points.length; i += 1) {
    const [ax, ay] = points[i]!;
    const [bx, by] = points[(i + 1) % points.length]!;
    if ((bx - ax) * (y - ay) - (by - ay) * (x - ax) < 0) return false;
  }
  return true;
}

function insideRoundedSquare(x: number, y: number, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), 34 - radius);
  const cy = Math.min(Math.max(y, radius), 34 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 255]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * An RGBA PNG of `size` px. Each pixel samples 4 × 4 points for smooth edges. `maskable` fills
 * the whole square and shrinks the house to the safe zone.
 */
export function drawIcon(size: number, colour: string, maskable: boolean): Buffer {
  const [r, g, b] = hexToRgb(colour);
  const scale = maskable ? 0.7 : 1;
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py += 1) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0, then RGBA
    for (let px = 0; px < size; px += 1) {
      let inIcon = 0;
      let white = 0;
      for (let sy = 0; sy < 4; sy += 1) {
        for (let sx = 0; sx < 4; sx += 1) {
          const x = ((px + (sx + 0.5) / 4) / size) * 34;
          const y = ((py + (sy + 0.5) / 4) / size) * 34;
          if (!maskable && !insideRoundedSquare(x, y, 8)) continue;
          inIcon += 1;
          // The house on the grid, shrunk around the centre for the maskable icon.
          const hx = 17 + (x - 17) / scale;
          const hy = 17 + (y - 17) / scale;
          const inDoor = hx >= DOOR.left && hx <= DOOR.right && hy >= DOOR.top && hy <= DOOR.bottom;
          if (insideConvex(hx, hy, HOUSE) && !inDoor) white += 1;
        }
      }
      const w = inIcon === 0 ? 0 : white / inIcon;
      const offset = 1 + px * 4;
      row[offset] = Math.round(r + (255 - r) * w);
      row[offset + 1] = Math.round(g + (255 - g) * w);
      row[offset + 2] = Math.round(b + (255 - b) * w);
      row[offset + 3] = Math.round((inIcon / 16) * 255);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The icon files, relative to the base path; the web app manifest lists them (vite.config.ts). */
export const APP_ICONS = [
  { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any', size: 192, maskable: false },
  { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any', size: 512, maskable: false },
  { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable', size: 512, maskable: true },
] as const;

/** Writes the icons into the build output, before the service worker's precache list is made. */
export function appIcons(colour: string): Plugin {
  return {
    name: 'slakteweb-app-icons',
    apply: 'build',
    generateBundle() {
      for (const icon of APP_ICONS) {
        this.emitFile({ type: 'asset', fileName: icon.src, source: drawIcon(icon.size, colour, icon.maskable) });
      }
    },
  };
}
