import { expect, test, verifierAccessibilite } from '../fixtures/base';

/**
 * Statistiques du registre (spec 1 §2 `/consulter-les-statistiques-du-registre`, spec 2 §7.10 ; ADR 0250 à 0253) :
 * un visiteur anonyme descend de la France à une commune sur les copropriétés de démonstration (Lyon, Marseille,
 * Paris, Montpellier, Annecy), lit la conformité par commune et télécharge le rapport.
 */

const CHEMIN = '/consulter-les-statistiques-du-registre';

/** Nombre affiché dans la ligne « Copropriétés immatriculées » des chiffres clés. */
async function nombreCoproprietes(page: import('@playwright/test').Page): Promise<number> {
  const cellule = page
    .getByRole('table', { name: /Chiffres clés/ })
    .getByRole('row', { name: /Copropriétés immatriculées/ })
    .getByRole('cell');
  return Number(((await cellule.textContent()) ?? '').replace(/\D/g, ''));
}

test.describe('statistiques du registre, visiteur anonyme', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('descend de la France à une commune, avec cartes, graphiques et tableaux accessibles', async ({
    page,
  }) => {
    // Cinq pages contrôlées par axe, dont deux avec les cartes de France : plus long qu'un test ordinaire.
    test.slow();
    await page.goto(CHEMIN);
    await expect(page).toHaveTitle('Statistiques du registre - Registre national des copropriétés');
    await expect(page.getByRole('heading', { level: 2, name: 'France entière' })).toBeVisible();
    const france = await nombreCoproprietes(page);
    expect(france).toBeGreaterThan(0);
    // Les cartes DSFR sont chargées sur cette page ; leurs tableaux de données en sont l'alternative.
    await expect(page.locator('map-chart').first()).toBeAttached();
    await expect(page.getByRole('table', { name: 'Copropriétés par région' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Copropriétés par département' })).toBeVisible();
    await verifierAccessibilite(page);

    // Région : Auvergne-Rhône-Alpes (Lyon, Annecy).
    await page
      .getByRole('table', { name: 'Copropriétés par région' })
      .getByRole('link', { name: /Auvergne-Rhône-Alpes/ })
      .click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Région : Auvergne-Rhône-Alpes' }),
    ).toBeVisible();
    const region = await nombreCoproprietes(page);
    expect(region).toBeGreaterThan(0);
    expect(region).toBeLessThan(france);
    await expect(page.locator('map-chart-reg')).toBeAttached();
    await verifierAccessibilite(page);

    // Département : Rhône, avec la conformité de ses communes.
    await page
      .getByRole('table', { name: 'Copropriétés par département' })
      .getByRole('link', { name: /Rhône \(69\)/ })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Département : Rhône' })).toBeVisible();
    const conformite = page.getByRole('table', { name: 'Conformité des copropriétés par commune' });
    await expect(conformite.getByRole('link', { name: /Lyon \(69123\)/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Territoires parcourus' })).toContainText(
      'Auvergne-Rhône-Alpes',
    );
    await verifierAccessibilite(page);

    // Intercommunalité, puis commune.
    await page
      .getByRole('table', { name: 'Intercommunalités (EPCI)' })
      .getByRole('link', { name: /Métropole de Lyon/ })
      .click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Intercommunalité (EPCI) : Métropole de Lyon' }),
    ).toBeVisible();
    await page
      .getByRole('table', { name: 'Communes' })
      .getByRole('link', { name: /^Lyon \(69123\)/ })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Commune : Lyon' })).toBeVisible();
    const lyon = await nombreCoproprietes(page);
    expect(lyon).toBeGreaterThan(0);
    expect(lyon).toBeLessThanOrEqual(region);
    await expect(page.getByRole('table', { name: /Chiffres clés/ })).toContainText('À jour (mandat en cours');
    await expect(page.getByRole('table', { name: 'Immatriculations par année' })).toBeVisible();
    await verifierAccessibilite(page);

    // Remonter par le fil : retour au département.
    await page
      .getByRole('navigation', { name: 'Territoires parcourus' })
      .getByRole('link', { name: 'Rhône', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Département : Rhône' })).toBeVisible();
  });

  test('télécharge le rapport du département, nommé et daté par le serveur', async ({ page }) => {
    await page.goto(`${CHEMIN}?region=84&departement=69`);
    await expect(page.getByRole('heading', { level: 2, name: 'Département : Rhône' })).toBeVisible();
    const telechargement = page.waitForEvent('download');
    await page.getByRole('link', { name: /Télécharger le rapport des statistiques/ }).click();
    const fichier = await telechargement;
    expect(fichier.suggestedFilename()).toMatch(/^statistiques_registre_departement_69_\d{8}\.xlsx$/);
    const chemin = await fichier.path();
    const { readFile } = await import('node:fs/promises');
    const octets = await readFile(chemin);
    // Un classeur XLSX est une archive ZIP.
    expect(octets.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});

test.describe('statistiques sur un écran étroit', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('la vue nationale, cartes comprises, reste lisible et accessible à 375 px', async ({ page }) => {
    await page.goto(CHEMIN);
    await expect(page.getByRole('heading', { level: 2, name: 'France entière' })).toBeVisible();
    expect(await nombreCoproprietes(page)).toBeGreaterThan(0);
    await expect(page.locator('map-chart').first()).toBeAttached();
    await expect(page.getByRole('table', { name: 'Copropriétés par région' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Copropriétés par département' })).toBeVisible();
    await verifierAccessibilite(page);
    const largeur = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(largeur).toBeLessThanOrEqual(375);
  });

  test('la page d’un département reste lisible et accessible à 375 px', async ({ page }) => {
    await page.goto(`${CHEMIN}?region=84&departement=69`);
    await expect(page.getByRole('heading', { level: 2, name: 'Département : Rhône' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Conformité des copropriétés par commune' })).toBeVisible();
    await verifierAccessibilite(page);
    const largeur = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(largeur).toBeLessThanOrEqual(375);
  });
});
