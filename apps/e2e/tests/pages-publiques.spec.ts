import { creerNewsletterRepository } from '../../server/dist/repositories/newsletter.repository.js';
import { applicationE2E } from '../fixtures/application';
import { attendreCaptcha, expect, test, verifierAccessibilite } from '../fixtures/base';

function estAbonne(email: string): Promise<boolean> {
  return applicationE2E(({ db }) => creerNewsletterRepository(db).estInscrit(email));
}

for (const largeur of [1280, 375]) {
  test.describe(`lettres d'information à ${largeur} px`, () => {
    test.use({ viewport: { width: largeur, height: 900 } });

    test('les numéros parus se téléchargent en PDF et la page est accessible', async ({ page }) => {
      await page.goto('/newsletter');
      await expect(page).toHaveTitle("Lettres d'information - Registre national des copropriétés");
      const liens = page.getByTestId('liste-lettres').getByRole('link');
      await expect(liens).toHaveCount(3);
      await expect(liens.first()).toContainText("Lettre d'information du registre — octobre 2026");
      await expect(liens.first()).toContainText(/PDF – \d+ Ko – publiée le 12\/10\/2026/);
      const pdf = await page.request.get((await liens.first().getAttribute('href'))!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // Pas de second formulaire dans le pied de page de cette page.
      await expect(page.getByTestId('formulaire-newsletter')).toHaveCount(1);
      await verifierAccessibilite(page);
    });

    test("un visiteur s'abonne depuis la page : captcha après une adresse valide, remise à zéro après l'avis", async ({
      page,
    }) => {
      const email = `lectrice.${largeur}.${Date.now()}@exemple.fr`;
      await page.goto('/newsletter');
      const formulaire = page.getByTestId('formulaire-newsletter');
      const champ = formulaire.getByLabel('Votre courriel');
      const bouton = formulaire.getByRole('button', { name: "S'abonner" });
      await expect(bouton).toBeDisabled();
      await champ.fill('pas-une-adresse');
      await champ.blur();
      await expect(formulaire).toContainText("L'adresse électronique n'est pas valide.");
      await expect(formulaire.locator('altcha-widget')).toHaveCount(0);
      await expect(bouton).toBeDisabled();
      await champ.fill(email);
      await expect(formulaire.locator('altcha-widget')).toHaveCount(1);
      await expect(bouton).toBeDisabled();
      await attendreCaptcha(page);
      await expect(bouton).toBeEnabled();
      await verifierAccessibilite(page);
      await bouton.click();
      await expect(page.getByTestId('avis-newsletter')).toContainText(
        "Votre inscription à la lettre d'information est enregistrée",
      );
      await expect(champ).toHaveValue('');
      await expect(formulaire.locator('altcha-widget')).toHaveCount(0);
      await expect(bouton).toBeDisabled();
      expect(await estAbonne(email)).toBe(true);
      await verifierAccessibilite(page);
    });
  });
}

test.describe('inscription depuis le pied de page', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("le bloc d'inscription du pied de page, chargé à l'approche, inscrit le visiteur", async ({
    page,
  }) => {
    const email = `pied.${Date.now()}@exemple.fr`;
    await page.goto('/aide');
    // Le formulaire n'est chargé qu'à l'approche du bloc : absent en haut de page, présent une fois le bloc atteint.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aide');
    await expect(page.getByTestId('formulaire-newsletter')).toHaveCount(0);
    await page.getByTestId('pied-newsletter').scrollIntoViewIfNeeded();
    const formulaire = page.getByTestId('formulaire-newsletter');
    await formulaire.getByLabel('Votre courriel').fill(email);
    await attendreCaptcha(page);
    await formulaire.getByRole('button', { name: "S'abonner" }).click();
    await expect(page.getByTestId('avis-newsletter')).toContainText('enregistrée');
    expect(await estAbonne(email)).toBe(true);
    await verifierAccessibilite(page);
  });
});
