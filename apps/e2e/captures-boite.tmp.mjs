import { chromium } from '@playwright/test';
import pg from 'pg';
const c = new pg.Client({ connectionString: 'postgres://registre:registre@127.0.0.1:54373/registre' });
await c.connect();



const { rows } = await c.query(`SELECT id FROM courriel WHERE destinataire='syndic.martin@exemple.fr'`);
await c.end();
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const w of [1280, 991]) {
  const p = await b.newPage({ viewport: { width: w, height: 900 } });
  await p.addInitScript(() => localStorage.setItem('registre.consentement-cookies', JSON.stringify({ accepte: false, le: Date.now() })));
  await p.goto(`http://localhost:3172/dev/boite-de-reception?courriel=${rows[0].id}`);
  await p.getByTestId('texte-courriel').waitFor(); await p.waitForTimeout(1000);
  await p.screenshot({ path: `/tmp/pgtaches/courriels-${w}.png`, fullPage: true });
  await p.goto(`http://localhost:3172/dev/boite-de-reception?onglet=lettres`);
  await p.getByTestId('ligne-lettre').first().waitFor(); await p.waitForTimeout(1000);
  await p.screenshot({ path: `/tmp/pgtaches/lettres-${w}.png`, fullPage: true });
}
await b.close();
