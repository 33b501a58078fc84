/** The server's configuration read from the environment (server/config.ts). */
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('configuration from the environment', () => {
  it('takes an empty DATA_DIR or APP_DIR as unset (./data and dist), not as the current folder', () => {
    // Before, `DATA_DIR=` put the generated jwt-secret and the database in the current folder, and `APP_DIR=`
    // served it as the app.
    const config = loadConfig({ DATA_DIR: '', APP_DIR: '', JWT_SECRET: 'x'.repeat(40) });
    expect(config.dataDir).toBe(resolve('data'));
    expect(config.appDir).toBe(resolve('dist'));
    expect(loadConfig({ DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(40) }).dataDir).toBe(tmpdir());
  });

  it('takes every other empty setting as unset too, but CORS_ORIGINS (empty: no other origin)', () => {
    const empty = {
      HOST: '',
      JWT_EXPIRES_IN: '',
      SHOP_PHONE: '',
      SHOP_EMAIL: '',
      LOG_LEVEL: '',
      CORS_ORIGINS: '',
    };
    const config = loadConfig({ ...empty, DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(40) });
    const unset = loadConfig({ DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(40) });
    expect(config).toMatchObject({
      host: unset.host,
      jwtExpiresIn: unset.jwtExpiresIn,
      shopPhone: unset.shopPhone,
      shopEmail: unset.shopEmail,
      logLevel: unset.logLevel,
      corsOrigins: [],
    });
    expect(unset).toMatchObject({ host: '0.0.0.0', jwtExpiresIn: '12h', logLevel: 'warn' });
  });
});
