import {
  dernierCourriel,
  executerSql,
  expect,
  seConnecter,
  test,
  verifierAccessibilite,
} from '../fixtures/base';

const ADMIN = 'demo.pro.admin@registre.local';
const suffixe = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** Ouvre la modale de création, la remplit et crée le compte. */
async function creerCompte(
  page: import('@playwright/test').Page,
  compte: { prenom: string; nom: string; email: string; profil?: string },
) {
  await page.getByRole('button', { name: 'Créer un compte' }).click();
  const modale = page.getByRole('dialog', { name: 'Créer un compte utilisateur' });
  await expect(modale).toBeVisible();
  await modale.getByText('Madame', { exact: true }).click();
  await modale.getByLabel('Nom', { exact: true }).fill(compte.nom);
  await modale.getByLabel('Prénom', { exact: true }).fill(compte.prenom);
  await modale.getByLabel(/^Adresse électronique/).fill(compte.email);
  await modale.getByLabel("Confirmation de l'adresse électronique").fill(compte.email);
  if (compte.profil) await modale.getByLabel('Profil').selectOption({ label: compte.profil });
  return modale;
}

test.describe('comptes utilisateurs d’un établissement', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // Parcours complets (connexion avec captcha, plusieurs enregistrements, contrôles axe).
  test.setTimeout(90_000);

  test('un administrateur crée un gestionnaire, qui active son compte et n’accède pas à la gestion des comptes', async ({
    page,
    request,
  }) => {
    // Parcours long : création, activation, puis changement d'adresse confirmé.
    test.slow();
    const email = `gestionnaire.${suffixe()}@exemple.fr`;
    await seConnecter(page, ADMIN);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Sophie');
    await page.goto('/compte/mes-comptes-utilisateurs');
    await expect(page).toHaveTitle('Mes comptes utilisateurs - Registre national des copropriétés');
    await expect(page.getByRole('navigation', { name: /vous êtes ici/i })).toContainText('Mon compte');
    const tableau = page.getByRole('table');
    await expect(tableau).toContainText('Sophie Garnier');
    await verifierAccessibilite(page);

    const modale = await creerCompte(page, {
      prenom: 'Camille',
      nom: 'Durand',
      email,
      profil: 'Syndic professionnel — gestionnaire',
    });
    // Une adresse de confirmation différente est signalée sous le champ.
    await modale.getByLabel("Confirmation de l'adresse électronique").fill('autre@exemple.fr');
    await modale.getByRole('button', { name: 'Créer le compte' }).click();
    await expect(
      modale
        .locator('form')
        .getByText("L'adresse électronique de confirmation doit être identique à l'adresse saisie."),
    ).toBeVisible();
    await verifierAccessibilite(page);
    await modale.getByLabel("Confirmation de l'adresse électronique").fill(email);
    await modale.getByRole('button', { name: 'Créer le compte' }).click();
    await expect(page.getByText('Compte créé')).toBeVisible();
    await expect(modale).toBeHidden();
    await expect(tableau).toContainText(email);
    await expect(tableau.getByRole('row').filter({ hasText: email })).toContainText(
      "En attente d'activation",
    );

    // Le gestionnaire crée son mot de passe avec le lien reçu par courriel, puis se connecte.
    await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
    await expect(page.getByRole('link', { name: 'Se connecter' }).first()).toBeVisible();
    const courriel = await dernierCourriel(request, email);
    const lien = /http:\/\/localhost:\d+(\/compte\/activate\?\S+)/.exec(courriel)?.[1];
    expect(lien).toBeTruthy();
    await page.goto(lien!);
    const motDePasse = 'Gestionnaire-Demo-2026!';
    await page.getByRole('textbox', { name: /^Mot de passe/ }).fill(motDePasse);
    await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill(motDePasse);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByText('Mot de passe enregistré')).toBeVisible();
    await seConnecter(page, email, motDePasse);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Camille');

    // Le gestionnaire n'a pas la gestion des comptes : page « accès refusé ».
    await page.goto('/compte/mes-comptes-utilisateurs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accès refusé');
    await expect(
      page.getByText("Vous n'avez pas les droits nécessaires pour accéder à cette page."),
    ).toBeVisible();
    await verifierAccessibilite(page);
    // Il consulte son établissement sans pouvoir le modifier.
    await page.goto('/compte/monetablissement');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon établissement');
    await expect(page.getByRole('heading', { name: 'SYNDIC DES QUAIS' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Modifier le représentant/ })).toHaveCount(0);

    // Il change d'adresse (ADR 0086) : mot de passe actuel exigé, lien de confirmation envoyé à la nouvelle
    // adresse ; l'adresse et l'identifiant ne changent qu'à la confirmation.
    const nouvelle = `nouvelle.${email}`;
    await page.goto('/compte/moncompte');
    const formulaireCompte = page.getByRole('form', { name: 'Modifier mes informations' });
    await formulaireCompte.getByLabel(/^Adresse électronique/).fill(nouvelle);
    await expect(formulaireCompte.getByLabel(/^Mot de passe actuel/)).toBeVisible();
    await formulaireCompte.getByRole('button', { name: 'Enregistrer mes informations' }).click();
    await expect(
      formulaireCompte
        .getByText("Saisissez votre mot de passe actuel pour changer d'adresse électronique.")
        .first(),
    ).toBeVisible();
    await formulaireCompte.getByLabel(/^Mot de passe actuel/).fill(motDePasse);
    await verifierAccessibilite(page);
    await formulaireCompte.getByRole('button', { name: 'Enregistrer mes informations' }).click();
    await expect(page.getByText('Confirmez votre nouvelle adresse')).toBeVisible();
    const confirmation = await dernierCourriel(request, nouvelle);
    const lienConfirmation = /http:\/\/localhost:\d+(\/compte\/confirmation-email\?\S+)/.exec(
      confirmation,
    )?.[1];
    expect(lienConfirmation).toBeTruthy();
    await page.goto(lienConfirmation!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Confirmer ma nouvelle adresse électronique',
    );
    await verifierAccessibilite(page);
    await page.getByRole('button', { name: 'Confirmer ma nouvelle adresse' }).click();
    await expect(page.getByText('Adresse confirmée')).toBeVisible();
    await seConnecter(page, nouvelle, motDePasse);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Camille');
  });

  test('un administrateur modifie un compte puis en supprime deux après confirmation', async ({ page }) => {
    const n = suffixe();
    const premier = `premier.${n}@exemple.fr`;
    const second = `second.${n}@exemple.fr`;
    await seConnecter(page, ADMIN);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Sophie');
    await page.goto('/compte/mes-comptes-utilisateurs');
    const tableau = page.getByRole('table');
    await expect(tableau).toBeVisible();
    for (const [prenom, email] of [
      ['Alice', premier],
      ['Bruno', second],
    ] as const) {
      const modale = await creerCompte(page, { prenom, nom: 'Essai', email });
      await modale.getByRole('button', { name: 'Créer le compte' }).click();
      await expect(modale).toBeHidden();
      await expect(tableau).toContainText(email);
    }

    // Modification : le gestionnaire devient administrateur secondaire.
    await tableau.getByRole('button', { name: 'Modifier le compte de Alice Essai' }).click();
    const edition = page.getByRole('dialog', { name: 'Modifier le compte de Alice Essai' });
    await expect(edition.getByLabel('Profil')).toBeVisible();
    await verifierAccessibilite(page);
    await edition
      .getByLabel('Profil')
      .selectOption({ label: 'Syndic professionnel — administrateur secondaire' });
    await edition.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(page.getByText('Compte modifié')).toBeVisible();
    await expect(tableau.getByRole('row').filter({ hasText: premier })).toContainText(
      'administrateur secondaire',
    );

    // Suppression de deux comptes : confirmation au pluriel, puis notification avec le nombre.
    // Au clavier : la case reçoit le focus et se coche avec la barre d'espace.
    for (const nom of ['Alice Essai', 'Bruno Essai']) {
      const caseACocher = tableau.getByLabel(`Sélectionner le compte de ${nom}`);
      await caseACocher.focus();
      await page.keyboard.press('Space');
      await expect(caseACocher).toBeChecked();
    }
    await page.getByRole('button', { name: 'Supprimer la sélection (2)' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Supprimer ces 2 comptes ?' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText(premier);
    await verifierAccessibilite(page);
    await confirmation.getByRole('button', { name: 'Supprimer les 2 comptes' }).click();
    await expect(page.getByText('2 comptes supprimés')).toBeVisible();
    await expect(tableau).not.toContainText(premier);
    await expect(tableau).not.toContainText(second);
    const lignes = await executerSql<{ statut: string }>(
      'SELECT statut FROM compte WHERE email IN ($1, $2)',
      [premier, second],
    );
    expect(lignes.map((l) => l.statut)).toEqual(['SUPPRIME', 'SUPPRIME']);
  });

  test('« Mon compte » et « Mon établissement » : consultation et modification', async ({ page }) => {
    await seConnecter(page, ADMIN);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Sophie');
    await page.goto('/compte/moncompte');
    await expect(page).toHaveTitle('Mon compte - Registre national des copropriétés');
    await expect(page.getByRole('main')).toContainText(ADMIN);
    await expect(page.getByText(/Au moins 12 caractères/)).toBeVisible();
    await verifierAccessibilite(page);
    // Un mot de passe trop court est refusé sous le champ.
    await page.getByRole('textbox', { name: /^Mot de passe actuel/ }).fill('Demo-Registre-2026!');
    await page.getByRole('textbox', { name: /^Nouveau mot de passe/ }).fill('Court-1!');
    await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await expect(
      page.locator('form').getByText('Le mot de passe doit contenir au moins 12 caractères.'),
    ).toBeVisible();
    // Même adresse : enregistrement puis retour à l'accueil.
    await page.getByLabel(/^Téléphone \(facultatif\)/).fill('05 56 00 00 00');
    await page.getByRole('button', { name: 'Enregistrer mes informations' }).click();
    await expect(page.getByText('Compte mis à jour')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Sophie');

    await page.goto('/compte/monetablissement');
    await expect(page).toHaveTitle('Mon établissement - Registre national des copropriétés');
    await expect(page.getByRole('heading', { name: 'SYNDIC DES QUAIS' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('442 987 654 00013');
    await verifierAccessibilite(page);
    await page.getByRole('button', { name: 'Modifier le représentant et le téléphone' }).click();
    await page.getByText('Madame', { exact: true }).click();
    await page.getByLabel('Nom du représentant', { exact: true }).fill('Garnier');
    await page.getByLabel('Prénom du représentant').fill('Sophie');
    await page.getByLabel(/^Adresse électronique du représentant/).fill('direction@syndic-des-quais.fr');
    await verifierAccessibilite(page);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Établissement mis à jour')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('direction@syndic-des-quais.fr');

    // Écran des profils de l'établissement.
    await page.goto('/compte/profils');
    await expect(page).toHaveTitle('Profils - Registre national des copropriétés');
    await page.getByRole('button', { name: 'Syndic professionnel — gestionnaire' }).click();
    await expect(page.getByRole('main')).toContainText('Modifier son propre compte');
    await verifierAccessibilite(page);
  });
});
