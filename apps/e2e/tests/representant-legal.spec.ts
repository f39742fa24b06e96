import { dernierCourriel, expect, seConnecter, test, verifierAccessibilite } from '../fixtures/base';

const ADMIN = 'demo.pro.admin@registre.local';
const GESTIONNAIRE = 'demo.pro.gestion@registre.local';

test.describe('changement de représentant légal (ADR 0311)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.setTimeout(90_000);

  test("l'administrateur principal change de représentant depuis « Mon établissement » ; l'ancien et le nouveau sont prévenus", async ({
    page,
    request,
  }) => {
    const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const premier = `premier.representant.${n}@exemple.fr`;
    const second = `second.representant.${n}@exemple.fr`;
    await seConnecter(page, ADMIN);

    for (const [prenom, nom, email] of [
      ['Alice', `Premier${n}`, premier],
      ['Bruno', `Second${n}`, second],
    ] as const) {
      await page.goto('/compte/monetablissement');
      await page.getByRole('link', { name: 'Changer de représentant légal' }).click();
      await expect(page).toHaveURL(/\/compte\/monetablissement\/representant-legal$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Changer de représentant légal');
      const formulaire = page.getByRole('form', { name: 'Nouveau représentant légal' });
      await formulaire.getByText('Madame', { exact: true }).click();
      await formulaire.getByLabel(/^Nom du représentant/).fill(nom);
      await formulaire.getByLabel(/^Prénom du représentant/).fill(prenom);
      await formulaire.getByLabel(/^Adresse électronique du représentant/).fill(email);
      await verifierAccessibilite(page);
      await formulaire.getByRole('button', { name: 'Enregistrer le changement' }).click();
      await expect(page.getByText('Représentant légal changé')).toBeVisible();
      await expect(page).toHaveURL(/\/compte\/monetablissement$/);
      await expect(page.getByRole('region', { name: 'Représentant légal' })).toContainText(
        `${prenom} ${nom}`,
      );
    }
    // Le second remplace le premier : chacun a reçu le courriel qui le concerne.
    expect(await dernierCourriel(request, second)).toContain('Vous êtes désormais inscrit au registre');
    expect(await dernierCourriel(request, premier)).toContain(`Bruno Second${n} vous remplace`);

    // La même personne n'est pas un changement : erreur sous le champ nom, rien enregistré.
    await page.goto('/compte/monetablissement/representant-legal');
    const formulaire = page.getByRole('form', { name: 'Nouveau représentant légal' });
    await formulaire.getByText('Madame', { exact: true }).click();
    await formulaire.getByLabel(/^Nom du représentant/).fill(`Second${n}`);
    await formulaire.getByLabel(/^Prénom du représentant/).fill('Bruno');
    await formulaire.getByLabel(/^Adresse électronique du représentant/).fill(second);
    await formulaire.getByRole('button', { name: 'Enregistrer le changement' }).click();
    await expect(formulaire.getByText(/déjà le représentant légal/).first()).toBeVisible();
    await expect(page).toHaveURL(/\/representant-legal$/);
    await verifierAccessibilite(page);
  });

  test("un gestionnaire n'a ni le bouton ni l'écran", async ({ page }) => {
    await seConnecter(page, GESTIONNAIRE);
    await page.goto('/compte/monetablissement');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon établissement');
    await expect(page.getByRole('link', { name: 'Changer de représentant légal' })).toHaveCount(0);
    await page.goto('/compte/monetablissement/representant-legal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accès refusé');
  });
});
