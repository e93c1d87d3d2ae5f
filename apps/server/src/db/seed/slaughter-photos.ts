import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import type { AnimalKind } from '@slakteweb/core';
import { createRng, type Rng } from './random.js';

/**
 * Demo slaughter photos: real PNG files, drawn deterministically (same bytes on every machine),
 * of a carcass hanging from a slaughterhouse hook in front of a tiled wall. Eight variants per
 * animal kind; the seed maps each photo id to one of them, so a few files serve every animal.
 */

const WIDTH = 640;
const HEIGHT = 480;
export const PHOTO_VARIANTS = 8;
export const PHOTO_DIR = 'slaughter-photos';
export const PHOTO_CONTENT_TYPE = 'image/png';

const KIND_FILE: Record<AnimalKind, string> = { pig: 'gris', sheep: 'sau', cattle: 'storfe' };

/** The file of one variant, relative to FILES_DIR. */
export function photoFileName(kind: AnimalKind, variant: number): string {
  return `${PHOTO_DIR}/slakt-${KIND_FILE[kind]}-${String(variant + 1).padStart(2, '0')}.png`;
}

type Rgb = [number, number, number];

interface Palette {
  /** Outer colour: skin for pigs, fat cover for lamb and beef. */
  outer: Rgb;
  inner: Rgb;
  /** Width of the outer layer in pixels. */
  rim: number;
  ribs: boolean;
  /** Half the widest width, as a share of the picture's width. */
  size: number;
  /** Beef hangs as one half carcass; the others whole. */
  half: boolean;
}

function paletteFor(kind: AnimalKind, rng: Rng): Palette {
  const jitter = (base: Rgb, amount: number): Rgb => base.map((v) => clamp(v + (rng() - 0.5) * amount)) as Rgb;
  switch (kind) {
    case 'pig':
      return { outer: jitter([236, 196, 178], 24), inner: jitter([214, 150, 140], 30), rim: 14, ribs: false, size: 0.15 + rng() * 0.03, half: false };
    case 'sheep':
      return { outer: jitter([238, 226, 204], 18), inner: jitter([178, 72, 70], 40), rim: 8, ribs: true, size: 0.11 + rng() * 0.03, half: false };
    case 'cattle':
      return { outer: jitter([240, 222, 190], 18), inner: jitter([150, 40, 44], 40), rim: 10, ribs: true, size: 0.17 + rng() * 0.03, half: true };
  }
}

function clamp(v: number): number {
  return Math.max(0, Math.min(255, Math.round(v)));
}

/** Half the carcass's width at height t (0 at the hook, 1 at the bottom), as a share of `size`. */
function profile(t: number): number {
  if (t < 0.18) return 0.45 + t; // the hind legs
  if (t < 0.5) return 0.63 + (t - 0.18) * 1.15; // ham and back widen
  return Math.max(0.2, 1 - (t - 0.5) * 1.3); // towards shoulder and neck
}

/** Draws one variant. Low-amplitude noise in 8×8 blocks keeps each file well under 60 KB. */
export function drawSlaughterPhoto(kind: AnimalKind, variant: number): Buffer {
  const rng = createRng(`photo:${kind}:${variant}`);
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  const data = png.data;
  const tile = 36 + Math.floor(rng() * 30);
  const wall: Rgb = [196 + rng() * 40, 200 + rng() * 40, 204 + rng() * 40].map(clamp) as Rgb;
  const grout: Rgb = wall.map((v) => v - 45) as Rgb;
  const pal = paletteFor(kind, rng);
  const cx = WIDTH / 2 + (rng() - 0.5) * 140;
  const top = 105 + rng() * 25;
  const bottom = HEIGHT - 15 - rng() * 50;
  const halfWidth = pal.size * WIDTH;
  const tagSide = rng() < 0.5 ? -1 : 1;
  const block = 8;
  const cols = WIDTH / block;
  const noise = Array.from({ length: cols * (HEIGHT / block) }, () => Math.round((rng() - 0.5) * 12));

  for (let y = 0; y < HEIGHT; y++) {
    // Light from above: the wall darkens slightly towards the floor.
    const shade = -(y / HEIGHT) * 22;
    const t = (y - top) / (bottom - top);
    const w = t >= 0 && t <= 1 ? profile(t) * halfWidth : -1;
    for (let x = 0; x < WIDTH; x++) {
      let c: Rgb;
      if (y >= 28 && y < 42) c = [118, 124, 132]; // the overhead rail
      else if (x % tile < 2 || y % tile < 2) c = [grout[0] + shade, grout[1] + shade, grout[2] + shade];
      else c = [wall[0] + shade, wall[1] + shade, wall[2] + shade];

      // Trolley and hook down to the legs.
      const dxHook = x - cx;
      if (y >= 42 && y < top + 6 && Math.abs(dxHook) < 3) c = [58, 60, 66];
      if (y >= 36 && y < 52 && Math.abs(dxHook) < 14) c = [84, 88, 96];
      const legY = top + 6;
      if (Math.abs(y - legY) < 3 && Math.abs(dxHook) < halfWidth * 0.55) c = [58, 60, 66];

      if (w > 0) {
        const dx = pal.half ? x - (cx - w * 0.9) : Math.abs(x - cx);
        const span = pal.half ? w * 1.8 : w;
        const legGap = !pal.half && t < 0.18 && Math.abs(x - cx) < halfWidth * (0.18 - t) * 1.4;
        if (dx >= 0 && dx < span && !legGap) {
          const edge = pal.half ? Math.min(dx, span - dx) : span - dx;
          c = edge < pal.rim ? [...pal.outer] : [...pal.inner];
          if (pal.ribs && edge >= pal.rim && t > 0.5 && Math.floor((y - top) / 18) % 2 === 0) c = [c[0] - 22, c[1] - 12, c[2] - 10];
          if (pal.half && edge >= pal.rim && Math.abs(x - (cx - w * 0.9 + 6)) < 5) c = [236, 232, 220]; // the split spine
        }
      }
      // Inspection tag on one leg.
      const tagX = cx + tagSide * halfWidth * 0.35;
      if (y > top + 20 && y < top + 52 && Math.abs(x - tagX) < 14) c = (x + y) % 7 === 0 ? [30, 30, 30] : [250, 250, 246];

      const n = noise[Math.floor(y / block) * cols + Math.floor(x / block)] ?? 0;
      const o = (y * WIDTH + x) * 4;
      data[o] = clamp(c[0] + n);
      data[o + 1] = clamp(c[1] + n);
      data[o + 2] = clamp(c[2] + n);
      data[o + 3] = 255;
    }
  }
  return PNG.sync.write(png, { colorType: 2 });
}

/** Writes the photo files that are missing (all of them on first start); existing files stay. */
export function ensureSlaughterPhotoFiles(filesDir: string): void {
  fs.mkdirSync(path.join(filesDir, PHOTO_DIR), { recursive: true });
  for (const kind of ['pig', 'sheep', 'cattle'] as const) {
    for (let variant = 0; variant < PHOTO_VARIANTS; variant++) {
      const file = path.join(filesDir, photoFileName(kind, variant));
      if (fs.existsSync(file)) continue;
      // Write to a temporary name first so a crash never leaves half a picture behind.
      const tmp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, drawSlaughterPhoto(kind, variant));
      fs.renameSync(tmp, file);
    }
  }
}
