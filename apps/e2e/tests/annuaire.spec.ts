import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { MESSAGE_AU_MOINS_UN_CHAMP_ANNUAIRE, SEUIL_TROP_DE_RESULTATS_ANNUAIRE } from '@registre/domain';
import { executerSql, expect, test, verifierAccessibilite } from '../fixtures/base';
import { capturer } from '../fixtures/parcours-declaration';

/**
 * Annuaire public (spec 1 §2 `/annuaire`, §4, spec 2 §5.6, §7.10, §8 ; ADR 0240, 0241, 0243, 0285) : un visiteur
 * anonyme cherche par adresse sur les copropriétés de démonstration (adresses du géocodeur local), choisit
 * l'adresse, lit la liste et la carte, parcourt la carte au clavier, ouvre une copropriété et télécharge sa fiche.
 */

const CHEMIN = '/annuaire';

/**
 * Passe le formulaire en recherche avancée. Juste après l'ouverture de la page, le clic peut tomber pendant le rendu
 * du formulaire chargé à la demande et rester sans effet : il est refait jusqu'à ce que le bouton soit coché.
 */
async function passerEnRechercheAvancee(page: Page) {
  const radio = page.getByRole('radio', { name: /Recherche avancée/ });
  await expect(async () => {
    await radio.check({ force: true, timeout: 2_000 });
    await expect(radio).toBeChecked({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
}

test.describe('annuaire, visiteur anonyme', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('cherche par adresse, choisit, voit la liste et la carte, parcourt la carte au clavier, ouvre une copropriété et télécharge sa fiche', async ({
    page,
  }) => {
    // Parcours complet, trois contrôles axe et captures à trois largeurs : bien plus long qu'un test ordinaire.
    test.setTimeout(180_000);
    await page.goto(CHEMIN);
    await expect(page).toHaveTitle('Annuaire des copropriétés - Registre national des copropriétés');
    await expect(page.getByRole('heading', { level: 1, name: 'Annuaire des copropriétés' })).toBeVisible();
    // Sémantique du texte expliquée (spec 2 §5.6).
    await expect(page.getByText(/Commencez par « \$ »/)).toBeVisible();
    await verifierAccessibilite(page);

    // Adresse saisie puis localisée : une réponse proche mais différente ouvre la fenêtre de choix (spec 1 §4).
    const champAdresse = page.getByRole('combobox', { name: /^Adresse/ });
    await champAdresse.fill('5 rue de la loge');
    // Les propositions de l'autocomplétion s'ouvrent sur le bouton : Échap les ferme, puis « Localiser ».
    const propositions = page.getByRole('listbox', { name: /^Adresse/ });
    await expect(
      propositions.getByRole('option', { name: '5 Rue de la Loge 34000 Montpellier' }),
    ).toBeVisible();
    await champAdresse.press('Escape');
    await expect(propositions).toBeHidden();
    await page.getByRole('button', { name: 'Localiser l’adresse' }).click();
    const fenetre = page.getByRole('dialog', { name: 'Choisir l’adresse géolocalisée' });
    await expect(fenetre).toBeVisible();
    await fenetre.getByText('5 Rue de la Loge 34000 Montpellier', { exact: true }).click();
    await fenetre.getByRole('button', { name: 'Choisir cette adresse' }).click();
    await expect(page.getByText('Adresse géolocalisée', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Rechercher' }).click();

    // Critères dans l'adresse de la page : le lien se partage.
    await expect(page).toHaveURL(/adresse=5\+Rue\+de\+la\+Loge/);
    await expect(page).toHaveURL(/[?&]x=3\.\d+&y=43\.\d+/);
    const statut = page.getByRole('status').filter({ hasText: /copropriétés? trouvées?/ });
    await expect(statut).toBeVisible();
    const tableau = page.getByRole('table', { name: 'Copropriétés trouvées' });
    const lignes = tableau.locator('tbody tr');
    expect(await lignes.count()).toBeGreaterThan(0);
    // Recherche autour d'un point : la distance est donnée, de la plus proche à la plus lointaine, à 200 m au plus.
    const distances = (await tableau.locator('tbody tr td:last-child').allTextContents()).map((t) =>
      Number(t.replace(/\D/g, '')),
    );
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(200);

    // La carte : un repère par copropriété géolocalisée de la page, numéroté comme la liste.
    const reperes = page.getByRole('list', { name: /^Repères de la carte/ }).getByRole('link');
    // Le code de la carte arrive avec la réponse, mais React peut afficher un instant son remplaçant : on l'attend.
    await expect(reperes.first()).toBeVisible();
    const nbReperes = await reperes.count();
    expect(nbReperes).toBeGreaterThan(0);
    await expect(reperes.first()).toHaveAccessibleName(/^1\. /);
    await verifierAccessibilite(page);
    await capturer(page, 'annuaire', '1-recherche-adresse', [1280, 991, 375]);

    // Au clavier : un seul arrêt de tabulation, les flèches passent d'un repère à l'autre, Entrée ouvre la fiche.
    await page.getByRole('table', { name: 'Copropriétés trouvées' }).getByRole('link').last().focus();
    let essais = 0;
    while (!(await reperes.first().evaluate((e) => e === document.activeElement)) && essais++ < 10) {
      await page.keyboard.press('Tab');
    }
    await expect(reperes.first()).toBeFocused();
    if (nbReperes > 1) {
      await page.keyboard.press('ArrowRight');
      await expect(reperes.nth(1)).toBeFocused();
      await expect(page.locator('.registre-carte-annuaire__legende')).toContainText(/^2\. /);
      await page.keyboard.press('ArrowLeft');
      await expect(reperes.first()).toBeFocused();
    }
    const nomRepere = (await reperes.first().getAttribute('aria-label')) ?? '';
    const numero = /\(([A-Z]{2}\d+)\)/.exec(nomRepere)?.[1];
    expect(numero).toBeTruthy();
    await page.keyboard.press('Enter');

    // La fiche : champs publics seulement, fiche PDF téléchargée.
    await expect(page).toHaveURL(/\/annuaire\/copropriete\/\d+$/);
    await expect(page.getByText(numero!, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Procédures et arrêtés' })).toBeVisible();
    await expect(page.getByRole('main').getByText(/SIRET|Montant|@/)).toHaveCount(0);
    await verifierAccessibilite(page);
    await capturer(page, 'annuaire', '2-fiche', [1280, 991, 375]);
    const telechargement = page.waitForEvent('download');
    await page.getByRole('link', { name: /Télécharger la fiche de l’annuaire/ }).click();
    const fichier = await telechargement;
    expect(fichier.suggestedFilename()).toMatch(new RegExp(`^${numero}_fiche_annuaire_\\d{8}\\.pdf$`));
    const octets = await readFile(await fichier.path());
    expect(octets.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Retour à l'annuaire : la même recherche, à la même page.
    await page.getByRole('link', { name: 'Retour à l’annuaire' }).click();
    await expect(page).toHaveURL(/adresse=5\+Rue\+de\+la\+Loge/);
    await expect(page.getByRole('table', { name: 'Copropriétés trouvées' }).locator('tbody tr')).toHaveCount(
      await lignes.count(),
    );
    await expect(page.getByRole('combobox', { name: /^Adresse/ })).toHaveValue(
      '5 Rue de la Loge 34000 Montpellier',
    );
  });

  test('recherche avancée avec un filtre de statut ; retour arrière et rechargement gardent la recherche', async ({
    page,
  }) => {
    // Captures à trois largeurs et contrôle axe : plus long qu'un test ordinaire.
    test.slow();
    await page.goto(CHEMIN);
    await passerEnRechercheAvancee(page);
    await page.getByRole('group', { name: 'Statut de la copropriété' }).getByText('Dissoute').click();
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/mode=avancee&statut=DISSOUTE/);
    const tableau = page.getByRole('table', { name: 'Copropriétés trouvées' });
    await expect(tableau).toBeVisible();
    const statuts = await tableau.locator('tbody tr td:nth-child(6)').allTextContents();
    expect(statuts.length).toBeGreaterThan(0);
    expect(new Set(statuts)).toEqual(new Set(['Dissoute']));
    await verifierAccessibilite(page);
    await capturer(page, 'annuaire', '3-recherche-avancee', [1280, 991, 375]);

    // Une seconde recherche, puis retour arrière : la première revient, formulaire compris.
    await page.getByLabel('Numéro du département').fill('69');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/codeDepartement=69/);
    await page.goBack();
    await expect(page).not.toHaveURL(/codeDepartement/);
    await expect(page.getByLabel('Numéro du département')).toHaveValue('');
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Statut de la copropriété' }).getByLabel('Dissoute'),
    ).toBeChecked();
    await expect(page.getByRole('table', { name: 'Copropriétés trouvées' }).locator('tbody tr')).toHaveCount(
      statuts.length,
    );
  });

  test('champ vide : message français sur le champ, aucune recherche', async ({ page }) => {
    await page.goto(CHEMIN);
    await page.getByRole('button', { name: 'Rechercher' }).click();
    const champ = page.getByLabel('Numéro d’immatriculation ou nom de la copropriété');
    await expect(champ).toBeFocused();
    await expect(page.getByText(MESSAGE_AU_MOINS_UN_CHAMP_ANNUAIRE)).toBeVisible();
    await expect(page).toHaveURL(/\/annuaire$/);
    await expect(page.getByRole('table', { name: 'Copropriétés trouvées' })).toHaveCount(0);
    await passerEnRechercheAvancee(page);
    await page.getByLabel('Nom de la copropriété').fill('$');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByLabel('Numéro d’immatriculation')).toBeFocused();
    await expect(page.getByText(MESSAGE_AU_MOINS_UN_CHAMP_ANNUAIRE)).toBeVisible();
    await verifierAccessibilite(page);
  });

  test('« trop de résultats » : avertissement de X-sicoproApp-error, premières pages servies', async ({
    page,
  }) => {
    // Plus de copropriétés que le seuil, retirées à la fin : la démonstration n'en a que quelques centaines.
    await executerSql(
      `INSERT INTO copropriete (etat, nom, numero_immatriculation, code_postal)
       SELECT 'IMMATRICULEE_A_RATTACHER', 'Masse annuaire ' || g, 'ZY' || lpad(g::text, 7, '0'), '13001'
       FROM generate_series(1, $1::int) g`,
      [SEUIL_TROP_DE_RESULTATS_ANNUAIRE + 5],
    );
    try {
      await page.goto(CHEMIN);
      await page.getByLabel('Numéro d’immatriculation ou nom de la copropriété').fill('$masse annuaire');
      const reponse = page.waitForResponse((r) =>
        r.url().endsWith('/api/public/annuaire/rechercherAnnuaire'),
      );
      await page.getByRole('button', { name: 'Rechercher' }).click();
      expect((await reponse).headers()['x-sicoproapp-error']).toBe('tropDeResultats');
      await expect(
        page.getByText(/plus de 1\s000 résultats : seuls les premiers sont affichés/),
      ).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /copropriétés trouvées/ })).toContainText(
        /^1\s000 copropriétés trouvées — page 1 sur 100$/,
      );
      await expect(page.getByRole('navigation', { name: /Pagination/ })).toBeVisible();
      await verifierAccessibilite(page);
    } finally {
      await executerSql(`DELETE FROM copropriete WHERE numero_immatriculation LIKE 'ZY%'`);
    }
  });

  test('fiche d’une copropriété inconnue : message clair', async ({ page }) => {
    await page.goto('/annuaire/copropriete/999999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Copropriété introuvable' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à l’annuaire' })).toBeVisible();
  });
});

test.describe('annuaire sur un écran étroit', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('la recherche, la liste et la carte restent lisibles et accessibles à 375 px', async ({ page }) => {
    test.slow();
    await page.goto(`${CHEMIN}?q=tilleuls`);
    await expect(page.getByRole('table', { name: 'Copropriétés trouvées' })).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: /^Repères de la carte/ })
        .getByRole('link')
        .first(),
    ).toBeVisible();
    await verifierAccessibilite(page);
    const largeur = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(largeur).toBeLessThanOrEqual(375);
  });
});
