import { expect, seConnecter, test } from '../fixtures/base';

test('captures des pages des comptes', async ({ page }) => {
  test.setTimeout(120_000);
  await seConnecter(page, 'demo.pro.admin@registre.local');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Sophie');
  for (const largeur of [1280, 991]) {
    await page.setViewportSize({ width: largeur, height: 900 });
    for (const [chemin, nom] of [
      ['/compte/profils', 'profils'],
      ['/compte/moncompte', 'moncompte'],
      ['/compte/monetablissement', 'monetablissement'],
      ['/compte/mes-comptes-utilisateurs', 'comptes'],
    ] as const) {
      await page.goto(chemin);
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/captures-util/${nom}-${largeur}.png`, fullPage: true });
    }
    await page.getByRole('button', { name: 'Créer un compte' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/captures-util/modale-creation-${largeur}.png` });
    await page.keyboard.press('Escape');
    await page.waitForTimeout(500);
    await page.getByRole('button', { name: /^Supprimer le compte de/ }).first().click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/captures-util/modale-suppression-${largeur}.png` });
    await page.keyboard.press('Escape');
  }
});
