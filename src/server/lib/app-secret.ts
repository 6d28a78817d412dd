import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The key for HMACs: APP_SECRET when set; on the embedded default a random key made once and kept
 * in DATA_DIR (readable by the owner only), so codes survive a restart without any setting.
 */
export function loadAppSecret(config: { appSecret?: string; appSecretFile: string }): string {
  if (config.appSecret) return config.appSecret;
  try {
    return fs.readFileSync(config.appSecretFile, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(path.dirname(config.appSecretFile), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx': if another process made it first, theirs is kept and read below.
    fs.writeFileSync(config.appSecretFile, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return fs.readFileSync(config.appSecretFile, 'utf8').trim();
  }
}
