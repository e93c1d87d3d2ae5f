import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret kept in a file: read when it exists, otherwise 256 random bits written there (readable
 * by the server's user only), so every restart on the same DATA_DIR signs with the same secret.
 * Two processes starting at once agree: the file is created exclusively and the loser reads it.
 */
export function loadOrCreateSecret(file: string): string {
  const read = () => fs.readFileSync(file, 'utf8').trim();
  if (fs.existsSync(file)) {
    const existing = read();
    if (existing.length >= 32) return existing;
    throw new Error(`${file} holds a secret shorter than 32 characters; delete it to have a new one made`);
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    fs.writeFileSync(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return read();
    throw error;
  }
}
