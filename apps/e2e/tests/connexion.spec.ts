import { dernierCourriel, expect, seConnecter, test, verifierAccessibilite } from '../fixtures/base';

test.describe('connexion', () => {
  test('un identifiant ou un mot de passe faux affiche « vérifiez vos identifiants »', async ({ page }) => {
    await page.goto('/compte');
    await expect(page).toHaveTitle('Se connecter - Registre national des copropriétés');
    await verifierAccessibilite(page);
    await seConnecter(page, 'demo.pro.admin@registre.local', 'Mauvais-mot-de-passe-1!');
    await expect(page.getByTestId('echec-connexion')).toContainText('vérifiez vos identifiants');
  });

  test('un syndic se connecte, voit son accueil, puis se déconnecte', async ({ page }) => {
    await seConnecter(page, 'demo.pro.admin@registre.local');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Sophie');
    await expect(page.getByRole('main')).toContainText('Syndic professionnel — administrateur principal');
    await verifierAccessibilite(page);
    await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
    await expect(page.getByRole('link', { name: 'Se connecter' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Registre national d'immatriculation des copropriétés",
    );
  });

  test('le captcha chargé après la saisie (réseau lent) se vérifie quand même, sans clic', async ({
    page,
  }) => {
    // Le composant du captcha est chargé à la demande : retardé ici de 3 s, il arrive après la saisie ; la
    // vérification « à l'entrée dans le formulaire » doit partir à son montage.
    let retarde = false;
    await page.route(/\/assets\/altcha-[^/]*\.js$/, async (route) => {
      retarde = true;
      await new Promise((r) => setTimeout(r, 3_000));
      await route.continue();
    });
    await page.goto('/compte');
    await page.getByLabel('Identifiant (adresse électronique)').fill('demo.pro.admin@registre.local');
    await page.getByLabel('Mot de passe', { exact: true }).fill('Demo-Registre-2026!');
    await expect(page.locator('altcha-widget input[type=checkbox]')).toBeChecked({ timeout: 20_000 });
    expect(retarde, 'le composant du captcha est bien chargé à part').toBe(true);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Sophie');
  });

  test('mot de passe oublié : le lien reçu par courriel permet d’en choisir un nouveau', async ({
    page,
    request,
  }) => {
    const login = 'demo.benevole.gestion@registre.local';
    await page.goto('/compte');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page).toHaveTitle('Mot de passe oublié - Registre national des copropriétés');
    await verifierAccessibilite(page);
    await page.getByLabel('Adresse électronique').fill(login);
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    await expect(page.getByTestId('confirmation-oubli')).toContainText(login);

    const courriel = await dernierCourriel(request, login);
    const lien = /http:\/\/localhost:\d+(\/compte\/activate\?\S+)/.exec(courriel)?.[1];
    expect(lien).toBeTruthy();
    await page.goto(lien!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choisir un nouveau mot de passe');
    await verifierAccessibilite(page);
    const nouveau = 'Nouveau-Mot-De-Passe-2026!';
    await page.getByRole('textbox', { name: /^Mot de passe/ }).fill(nouveau);
    await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill(nouveau);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByText('Mot de passe enregistré')).toBeVisible();
    await seConnecter(page, login, nouveau);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Denis');
    // Le lien ne sert qu'une fois.
    await page.goto(lien!);
    await expect(page.getByText("Ce lien n'est plus valide")).toBeVisible();
  });

  test('un lien de création de mot de passe inconnu est signalé comme invalide', async ({ page }) => {
    await page.goto('/compte/activate?key=inconnue');
    await expect(page.getByText("Ce lien n'est plus valide")).toBeVisible();
    await verifierAccessibilite(page);
  });
});
