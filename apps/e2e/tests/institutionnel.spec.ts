import type { Page } from '@playwright/test';
import { expect, test, verifierAccessibilite } from '../fixtures/base';

const TITRE_SITE = 'Registre national des copropriétés';

/**
 * Commence la connexion institutionnelle depuis la page de connexion : par le bouton ProConnect s'il y est,
 * sinon par l'adresse que donne `GET api/public/clavis/geturls`.
 */
async function commencerConnexionInstitutionnelle(page: Page) {
  await page.goto('/compte');
  const bouton = page.getByRole('link', { name: /S’identifier avec\s*ProConnect/ });
  if ((await bouton.count()) > 0) {
    await bouton.first().click();
  } else {
    const urls = await (await page.request.get('/api/public/clavis/geturls')).json();
    expect(urls.disponible).toBe(true);
    await page.goto(urls.urlConnexion);
  }
}

/** Se connecte chez le fournisseur d'identité local avec l'identité fictive choisie. */
async function seConnecterChezLeFournisseur(page: Page, identite: RegExp, axe = false) {
  await expect(page.getByText("Fournisseur d'identité local — développement")).toBeVisible();
  await expect(page).toHaveTitle(/Se connecter — Fournisseur d'identité local — développement/);
  if (axe) await verifierAccessibilite(page);
  await page.getByLabel(identite).check();
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test.describe('connexion institutionnelle et charte de confidentialité', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("un agent se connecte par le service institutionnel, accepte la charte et arrive sur l'accueil institutionnel", async ({
    page,
  }) => {
    // Parcours long (fournisseur d'identité, charte, accueil et ses fiches mémo chargées à la demande).
    test.setTimeout(60_000);
    await commencerConnexionInstitutionnelle(page);
    await seConnecterChezLeFournisseur(page, /Camille Durand/, true);

    await expect(page).toHaveURL(/\/institutionnels\/charte-confidentialite$/);
    await expect(page).toHaveTitle(`Charte de confidentialité - ${TITRE_SITE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Charte de confidentialité');
    await verifierAccessibilite(page);

    // Tant que la charte n'est pas acceptée, toute page ramène à la charte.
    await page.goto('/');
    await expect(page).toHaveURL(/\/institutionnels\/charte-confidentialite$/);
    await page.goto('/charte-confidentialite');
    await expect(page).toHaveURL(/\/institutionnels\/charte-confidentialite$/);

    await page.getByRole('button', { name: "J'accepte la charte" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Charte acceptée')).toBeVisible();
    // L'accueil salue l'agent par le prénom transmis par le service institutionnel.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Camille');
    // Les guides PDF de l'accueil institutionnel : les fiches mémo INSTITUTION (ADR 0262).
    await expect(
      page
        .getByTestId('fiches-memo-accueil')
        .getByRole('link', { name: /Institutionnels : utiliser les données/ }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      'Vous êtes connecté avec le profil « Institutionnel »',
    );
    // Seules les tuiles de l'institutionnel (catégorisation, données brutes) peuvent figurer à l'accueil.
    const tuiles = await page
      .locator('[data-testid^="tuile-"]')
      .evaluateAll((noeuds) => noeuds.map((n) => n.getAttribute('data-testid')));
    expect(tuiles.every((t) => t === 'tuile-outilCategorisation' || t === 'tuile-donneesBrutes')).toBe(true);
    const compte = await (await page.request.get('/api/account')).json();
    expect(compte.id).toBe(1);
    expect([...compte.authorities].sort()).toEqual([
      'CATEGORISATION',
      'CHART_CONFIDENTIALITE',
      'DONNEES_BRUTES',
    ]);
    await verifierAccessibilite(page);

    // La charte acceptée n'est plus redemandée pendant la session.
    await page.goto('/aide');
    await expect(page).toHaveURL(/\/aide$/);
  });

  test("un retour du service institutionnel sur un autre nom d'hôte mène à une page d'erreur en français", async ({
    page,
    baseURL,
  }) => {
    // Connexion commencée sur 127.0.0.1 ; le fournisseur revient sur l'adresse configurée (localhost), sans la
    // session où la connexion avait commencé.
    await page.goto(`${baseURL!.replace('localhost', '127.0.0.1')}/api/public/clavis/connexion`);
    await seConnecterChezLeFournisseur(page, /Camille Durand/);
    await expect(page).toHaveURL(/\/compte\/connexion-institutionnelle\/erreur\?motif=refus$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "La connexion institutionnelle n'a pas abouti",
    );
    await expect(page.getByRole('main')).toContainText('commencée depuis une autre adresse du site');
    await verifierAccessibilite(page);
    await page.getByRole('link', { name: 'Revenir à la page de connexion' }).click();
    await expect(page).toHaveURL(/\/compte$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Se connecter');
  });

  test('refuser la charte déconnecte par le service institutionnel', async ({ page }) => {
    await commencerConnexionInstitutionnelle(page);
    await seConnecterChezLeFournisseur(page, /Sami Benali/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Charte de confidentialité');

    await page.getByRole('button', { name: 'Je refuse et me déconnecte' }).click();
    // Fin de session chez le fournisseur local, puis retour à l'accueil du registre, sans session.
    await expect(page.getByRole('heading', { level: 1, name: 'Se déconnecter' })).toBeVisible();
    await verifierAccessibilite(page);
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Registre national d'immatriculation des copropriétés",
    );
    expect((await page.request.get('/api/account')).status()).toBe(401);
    expect(await (await page.request.get('/api/public/clavis/isauthenticated')).json()).toBe(false);
  });
});
