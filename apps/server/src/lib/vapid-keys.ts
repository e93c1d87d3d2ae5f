import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair web push is signed with (RFC 8292): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY
 * when both are set, else a pair kept in `file` (made at first start, readable by the server's
 * user only), so restarts keep it — a new pair would silently end every browser's subscription.
 * Two processes starting at once agree: the file is created exclusively and the loser reads it.
 */
export function loadOrCreateVapidKeys(file: string, fromEnv: Partial<VapidKeys>): VapidKeys {
  if (fromEnv.publicKey && fromEnv.privateKey) return { publicKey: fromEnv.publicKey, privateKey: fromEnv.privateKey };
  const read = (): VapidKeys => {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string') throw new Error(`${file} holds no VAPID key pair; delete it to have a new one made`);
    return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
  };
  if (fs.existsSync(file)) return read();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  try {
    fs.writeFileSync(file, `${JSON.stringify(keys)}\n`, { flag: 'wx', mode: 0o600 });
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return read();
    throw error;
  }
}
