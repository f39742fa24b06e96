import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test, verifierAccessibilite } from '../fixtures/base';

/**
 * Page `/donnees-et-api` (issue 10 §3, ADR 0291, 0292) : un visiteur anonyme lit ce que contient l'API, voit des
 * réponses réelles, et télécharge le jeu de données du jour (produit au démarrage par la tâche de fond).
 */

const CHEMIN = '/donnees-et-api';

/** Le fichier du jour est produit par la tâche de démarrage : la page le montre dès qu'il existe. */
async function ouvrirAvecFichier(page: Page) {
  await page.goto(CHEMIN);
  const lien = page.getByRole('link', { name: /Télécharger les copropriétés du registre/ });
  await expect(async () => {
    await page.reload();
    await expect(lien).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return lien;
}

test.describe('données ouvertes et API, visiteur anonyme', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('présente l’API, ses limites et sa licence, avec des réponses réelles ; accessible', async ({
    page,
  }) => {
    await ouvrirAvecFichier(page);
    await expect(page).toHaveTitle('Données ouvertes et API - Registre national des copropriétés');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Données ouvertes et API du registre' }),
    ).toBeVisible();
    // Le lien daté et pesé, les colonnes du fichier.
    await expect(page.getByRole('link', { name: /Télécharger les copropriétés du registre/ })).toContainText(
      /CSV – \d[\d,\s]* (Ko|Mo) – produit le \d{1,2} \S+ \d{4}/,
    );
    const colonnes = page.getByRole('table', { name: "Colonnes du fichier, dans l'ordre" });
    await expect(colonnes.getByRole('rowheader', { name: 'numero_immatriculation' })).toBeVisible();
    await expect(colonnes.getByRole('rowheader', { name: 'arrete_equipements_communs' })).toBeVisible();
    // Les appels de la version 1 et des exemples aux réponses lues dans le registre.
    const appels = page.getByRole('table', { name: /Appels de la version 1/ });
    await expect(
      appels.getByRole('rowheader', { name: '/api/public/v1/statistiques/communes/{codeInsee}' }),
    ).toBeVisible();
    const reponses = page.getByTestId('reponse-exemple');
    await expect(reponses).toHaveCount(3);
    await expect(reponses.first()).toContainText('"nom": "France entière"');
    await expect(reponses.nth(1)).toContainText('"version": "v1"');
    await expect(reponses.nth(1)).toContainText('"numeroImmatriculation"');
    await expect(reponses.nth(2)).toContainText('"nom": "Rhône"');
    await expect(page.getByText(/RateLimit-Remaining/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Licence Ouverte/ })).toBeVisible();
    await expect(page.getByRole('link', { name: "documentation de l'API" })).toHaveAttribute(
      'href',
      '/api/docs',
    );
    await verifierAccessibilite(page);
  });

  test('télécharge le CSV du jour : nommé et daté, colonnes publiques, une ligne par copropriété', async ({
    page,
  }) => {
    const lien = await ouvrirAvecFichier(page);
    const detail = (await lien.textContent()) ?? '';
    const telechargement = page.waitForEvent('download');
    await lien.click();
    const fichier = await telechargement;
    expect(fichier.suggestedFilename()).toMatch(/^registre-coproprietes-donnees-publiques-\d{8}\.csv$/);
    const texte = await readFile(await fichier.path(), 'utf8');
    const lignes = texte
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lignes[0]).toMatch(/^numero_immatriculation;nom;adresse_reference;/);
    expect(lignes.length).toBeGreaterThan(1);
    // Le nombre annoncé sur la page est celui du fichier.
    const annonce = await page.getByText(/\d[\d\s]* copropriétés\. Empreinte SHA-256/).textContent();
    expect(Number((annonce ?? '').split('copropriétés')[0]?.replace(/\D/g, ''))).toBe(lignes.length - 1);
    expect(detail).toContain('CSV');
  });

  test('la page est dans le menu principal et dans le plan du site', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Données et API' })
      .click();
    await expect(page).toHaveURL(/\/donnees-et-api$/);
    await page.goto('/sitemap');
    await expect(page.getByRole('link', { name: 'Données ouvertes et API' })).toHaveAttribute('href', CHEMIN);
  });
});

test.describe('données ouvertes et API sur un écran étroit', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('lisible et accessible à 375 px, sans défilement horizontal de la page', async ({ page }) => {
    await ouvrirAvecFichier(page);
    await expect(page.getByTestId('reponse-exemple')).toHaveCount(3);
    await verifierAccessibilite(page);
    const largeur = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(largeur).toBeLessThanOrEqual(375);
  });
});
