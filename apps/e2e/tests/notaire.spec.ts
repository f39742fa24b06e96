import type { Page } from '@playwright/test';
import { expect, test, verifierAccessibilite } from '../fixtures/base';

const TITRE_SITE = 'Registre national des copropriétés';

/** Présente un certificat fictif de notaire avec le simulateur de développement (SIMULATEUR_CERTIFICAT=1). */
async function presenterCertificat(page: Page, libelle: RegExp) {
  await page.goto('/dev/simulateur-certificat');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Simulateur de certificat client — développement',
  );
  await page.getByText(libelle).click();
  await page.getByRole('button', { name: 'Présenter ce certificat' }).click();
  await expect(page.getByText('Ce navigateur présente désormais le certificat fictif choisi.')).toBeVisible();
}

test.describe('notaires authentifiés par certificat', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  // Le collaborateur passe d'abord : ensuite, le notaire inscrit l'étude 13051.
  test("un collaborateur dont l'étude n'est pas inscrite reçoit l'erreur de la spécification et revient à l'accueil", async ({
    page,
  }) => {
    await presenterCertificat(page, /Luc Garnier/);
    await page.getByRole('button', { name: 'Se connecter avec le certificat présenté' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(
      page.getByText("L'étude notariale n'est pas enregistrée ; seuls les notaires peuvent l'ajouter."),
    ).toBeVisible();
    expect((await page.request.get('/api/account')).status()).toBe(401);

    // L'adresse d'inscription ne lui permet pas davantage d'ajouter l'étude.
    await page.goto('/compte/inscription?numEtude=13051');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole('button', { name: "Inscrire l'étude" })).toHaveCount(0);
  });

  test("un notaire dont l'étude n'est pas inscrite l'inscrit, puis arrive connecté sur l'accueil", async ({
    page,
  }) => {
    await presenterCertificat(page, /Maître Jeanne Bernard/);
    await verifierAccessibilite(page);
    // Sans session, la 401 de api/account porte « ntr » : le client connecte le notaire par son certificat.
    const compte = await page.request.get('/api/account');
    expect(compte.status()).toBe(401);
    expect(compte.headers().ntr).toBe('true');

    await page.getByRole('button', { name: 'Se connecter avec le certificat présenté' }).click();
    await expect(page).toHaveURL(/\/compte\/inscription\?numEtude=13051$/);
    await expect(page).toHaveTitle(`Inscrire l'étude notariale - ${TITRE_SITE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscrire votre étude notariale');
    await expect(page.getByLabel("Numéro de l'étude (code CRPCEN)")).toHaveValue('13051');
    await verifierAccessibilite(page);

    // Erreurs de saisie affichées sur les champs, puis inscription.
    await page.getByRole('button', { name: "Inscrire l'étude" }).click();
    await expect(page.getByTestId('resume-erreurs')).toBeFocused();
    await expect(page.locator('form').getByText('Le numéro SIRET doit comporter 14 chiffres.')).toBeVisible();
    await page.getByLabel("SIRET de l'étude").fill('44556677800012');
    await page
      .getByLabel("Confirmation de l'adresse électronique")
      .fill('jeanne.bernard@notaires.exemple.fr');
    await page.locator('form').getByText("J'atteste sur l'honneur être notaire de cette étude").click();
    await verifierAccessibilite(page);
    await page.getByRole('button', { name: "Inscrire l'étude" }).click();

    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByText('ETUDE NOTARIALE BERNARD est inscrite au registre')).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      'Vous êtes connecté avec le profil « Notaire — administrateur »',
    );
    // Les notaires n'ont pas de déconnexion dans le menu du compte (spec 1 §6).
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0);
    const etude = await (await page.request.get('/api/public/etudenotariale')).json();
    expect(etude).toMatchObject({ numEtude: '13051', statut: 'ACTIF' });
  });
});
