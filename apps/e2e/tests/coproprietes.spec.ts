import { executerSql, expect, seConnecter, test, verifierAccessibilite } from '../fixtures/base';

const SYNDIC_ADMIN = 'demo.pro.admin@registre.local';
const SYNDIC_GESTION = 'demo.pro.gestion@registre.local';

/** Copropriétés de démonstration de l'établissement du compte, par compteur du tableau de bord. */
async function compteursAttendus(login: string) {
  const [ligne] = await executerSql<{ immatriculees: number; expires: number; non_geo: number }>(
    `SELECT count(*) FILTER (WHERE c.etat::text LIKE 'IMMATRICULEE%')::int AS immatriculees,
            count(*) FILTER (WHERE c.etat = 'IMMATRICULEE_RATTACHEMENT_EXPIRE')::int AS expires,
            count(*) FILTER (WHERE c.etat::text LIKE 'IMMATRICULEE%' AND NOT c.geolocalisee)::int AS non_geo
     FROM copropriete c JOIN compte u ON u.id_teledeclarant = c.id_teledeclarant_courant WHERE u.login = $1`,
    [login],
  );
  return ligne!;
}

test.describe('liste des copropriétés et tableau de bord du syndic', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('le tableau de bord de l’administrateur mène aux listes filtrées, avec tri, recherche et pages', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const attendus = await compteursAttendus(SYNDIC_ADMIN);
    expect(attendus.expires).toBeGreaterThan(0);
    await seConnecter(page, SYNDIC_ADMIN);
    const tableau = page.getByRole('region', { name: 'Tableau de bord de mes copropriétés' });
    await expect(tableau.getByRole('link', { name: /Copropriétés immatriculées/ })).toHaveText(
      `Copropriétés immatriculées : ${attendus.immatriculees.toLocaleString('fr-FR')}`,
    );
    await expect(tableau.getByRole('link', { name: /Copropriétés non géolocalisées/ })).toHaveText(
      `Copropriétés non géolocalisées : ${attendus.non_geo}`,
    );
    await expect(tableau.getByRole('link', { name: /Mandats expirés/ })).toHaveText(
      `Mandats expirés : ${attendus.expires}`,
    );
    await verifierAccessibilite(page);

    // Compteur « mandats expirés » → liste filtrée, même nombre.
    await tableau.getByRole('link', { name: /Mandats expirés/ }).click();
    await expect(page).toHaveURL(/\/copropriete\?mandat-expire=true/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Copropriétés au mandat expiré');
    await expect(page.getByRole('status').filter({ hasText: 'copropriété' })).toContainText(
      `${attendus.expires} copropriété`,
    );
    const lignes = page.getByRole('table').locator('tbody tr');
    await expect(lignes.first()).toContainText('Immatriculée, rattachement expiré');
    await expect(lignes.first()).toContainText('Mandat : Expiré');
    await expect(lignes.first().getByRole('link', { name: /Générer la fiche synthétique/ })).toBeVisible();
    await verifierAccessibilite(page);

    // Toutes les copropriétés : 10 lignes, pages DSFR, tri par nom, recherche « contient » sans accents.
    await page.getByRole('link', { name: 'Toutes les copropriétés' }).click();
    await expect(page).toHaveURL(/seeAllCopro=true/);
    await expect(lignes).toHaveCount(10);
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: '2', exact: true })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('status').filter({ hasText: 'copropriétés' })).toContainText('page 2 sur');
    await page.getByRole('button', { name: /Trier par « Nom »/ }).click();
    await expect(page.getByRole('columnheader', { name: /^Nom/ })).toHaveAttribute('aria-sort', 'ascending');
    await page.getByLabel('Immatriculation ou nom').fill('erables');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/q=erables/);
    const noms = await lignes.locator('td:nth-child(2)').allTextContents();
    expect(noms.length).toBeGreaterThan(0);
    for (const nom of noms) expect(nom).toContain('Érables');
    await verifierAccessibilite(page);

    // Un brouillon de l'établissement apparaît avec son état ; aucune copropriété d'un autre établissement.
    await page.getByRole('button', { name: 'Effacer les critères' }).click();
    await page.getByLabel('État de la copropriété').selectOption('BROUILLON');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(lignes.first()).toContainText('Brouillon');
    const [autres] = await executerSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM copropriete c JOIN compte u ON u.login = $1
       WHERE c.id_teledeclarant_courant IS NOT NULL AND c.id_teledeclarant_courant <> u.id_teledeclarant`,
      [SYNDIC_ADMIN],
    );
    expect(autres?.n).toBeGreaterThan(0);
    await page.goto('/copropriete?seeAllCopro=true&taille=100');
    for (const numero of await lignes.locator('td:nth-child(5)').allTextContents()) {
      expect(['—', String(await idEtablissement(SYNDIC_ADMIN))]).toContain(numero);
    }
  });

  test('le gestionnaire n’a pas de tableau de bord mais voit la liste', async ({ page }) => {
    await seConnecter(page, SYNDIC_GESTION);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');
    await expect(page.getByRole('region', { name: 'Tableau de bord de mes copropriétés' })).toHaveCount(0);
    await page.goto('/copropriete?annuelle=true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Copropriétés dont la mise à jour annuelle est à faire',
    );
    await expect(page.getByRole('table').locator('tbody tr').first()).toContainText('À faire');
    await verifierAccessibilite(page);
  });
});

async function idEtablissement(login: string): Promise<number> {
  const [ligne] = await executerSql<{ id: number }>(
    'SELECT id_teledeclarant AS id FROM compte WHERE login = $1',
    [login],
  );
  return ligne!.id;
}
