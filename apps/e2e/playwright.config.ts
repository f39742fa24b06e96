import { defineConfig } from '@playwright/test';
import { PORT_E2E, PORT_PG_E2E, REPERTOIRE_DONNEES_E2E } from './fixtures/environnement';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT_E2E}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    // Application construite, sur une base embarquée neuve dédiée aux tests de bout en bout.
    command: `rm -rf "${REPERTOIRE_DONNEES_E2E}" && node ../server/dist/main.js`,
    url: `http://localhost:${PORT_E2E}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT_E2E),
      DATA_DIR: REPERTOIRE_DONNEES_E2E,
      EMBEDDED_PG_PORT: String(PORT_PG_E2E),
      NODE_ENV: 'development',
      RATE_LIMIT_MAX: '100000',
      CAPTCHA_DIFFICULTE: 'test',
      // Simulateur de certificat de notaire (développement seulement, ADR 0067).
      SIMULATEUR_CERTIFICAT: '1',
      LOG_LEVEL: 'warn',
      // Indicateurs du teneur recalculés dès qu'un événement est journalisé (ADR 0281) : les tests comparent
      // le tableau aux comptes de la base au moment de l'affichage.
      INDICATEURS_TOLERANCE_SECONDES: '0',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
