import { chromium } from '@playwright/test';
const base = 'http://localhost:3210';
const navigateur = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const largeur of [1280, 991]) {
  const contexte = await navigateur.newContext({ viewport: { width: largeur, height: 900 }, locale: 'fr-FR' });
  await contexte.addInitScript(() => localStorage.setItem('registre.consentement-cookies', JSON.stringify({ accepte: false, le: Date.now() })));
  const page = await contexte.newPage();
  // Fournisseur d'identité local puis charte
  const urls = await (await page.request.get(base + '/api/public/clavis/geturls')).json();
  await page.goto(base + urls.urlConnexion);
  await page.screenshot({ path: `/tmp/captures-clavis/fournisseur-${largeur}.png`, fullPage: true });
  await page.getByLabel(/Hugo Petit/).check();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/charte-confidentialite/);
  await page.waitForTimeout(1500); await page.screenshot({ path: '/tmp/captures-clavis/debug.png' }); await page.getByRole('heading', { level: 1 }).waitFor();
  await page.screenshot({ path: `/tmp/captures-clavis/charte-${largeur}.png`, fullPage: true });
  await page.getByRole('button', { name: "J'accepte la charte" }).click();
  await page.waitForURL(base + '/');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/captures-clavis/accueil-institutionnel-${largeur}.png`, fullPage: true });
  await contexte.close();
  // Simulateur et inscription de l'étude
  const c2 = await navigateur.newContext({ viewport: { width: largeur, height: 900 }, locale: 'fr-FR' });
  await c2.addInitScript(() => localStorage.setItem('registre.consentement-cookies', JSON.stringify({ accepte: false, le: Date.now() })));
  const p2 = await c2.newPage();
  await p2.goto(base + '/dev/simulateur-certificat');
  await p2.getByRole('heading', { level: 1 }).waitFor();
  await p2.getByText(/Maître Jeanne Bernard/).click();
  await p2.getByRole('button', { name: 'Présenter ce certificat' }).click();
  await p2.waitForTimeout(500);
  await p2.screenshot({ path: `/tmp/captures-clavis/simulateur-${largeur}.png`, fullPage: true });
  await p2.getByRole('button', { name: 'Se connecter avec le certificat présenté' }).click();
  await p2.waitForURL(/numEtude=13051/);
  await p2.waitForTimeout(1500); await p2.screenshot({ path: '/tmp/captures-clavis/debug2.png', fullPage: true }); await p2.getByRole('button', { name: "Inscrire l'étude" }).waitFor();
  await p2.screenshot({ path: `/tmp/captures-clavis/inscription-etude-${largeur}.png`, fullPage: true });
  await p2.getByRole('button', { name: "Inscrire l'étude" }).click();
  await p2.waitForTimeout(500);
  await p2.screenshot({ path: `/tmp/captures-clavis/inscription-etude-erreurs-${largeur}.png`, fullPage: true });
  await c2.close();
}
await navigateur.close();
