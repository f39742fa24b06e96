import { creerTeledeclarantRepository } from '../../server/dist/repositories/teledeclarant.repository.js';
import { normaliserCodeActivation } from '../../server/dist/services/comptes/cles.js';
import { hacherMotDePasse } from '../../server/dist/services/mots-de-passe.js';
import { applicationE2E } from '../fixtures/application';
import { attendreCaptcha, expect, test, verifierAccessibilite } from '../fixtures/base';

test.describe('inscription des télédéclarants', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('la page de choix présente les trois types de déclarant', async ({ page }) => {
    await page.goto('/compte/inscription');
    await expect(page).toHaveTitle('Créer un compte de télédéclarant - Registre national des copropriétés');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créer un compte de télédéclarant');
    for (const type of ['Syndic professionnel', 'Syndic bénévole', 'Étude notariale']) {
      await expect(page.getByRole('link', { name: type })).toBeVisible();
    }
    await verifierAccessibilite(page);
  });

  test('un syndic professionnel s’inscrit avec le SIRET de son établissement et voit la confirmation', async ({
    page,
  }) => {
    // La preuve de travail du captcha prend quelques secondes au niveau de difficulté de production.
    test.setTimeout(60_000);
    await page.goto('/compte/inscription');
    await page.getByRole('link', { name: 'Syndic professionnel' }).click();
    await expect(page).toHaveURL(/\/compte\/inscription\/PRO$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscription : syndic professionnel');
    await verifierAccessibilite(page);

    // Quitter un champ avec une valeur fausse affiche aussitôt son erreur (spec 2 §5.6).
    await page.getByLabel(/Numéro SIRET/).fill('123');
    await page.getByLabel(/Numéro SIRET/).blur();
    await expect(page.getByText(/SIRET.*14 chiffres/).first()).toBeVisible();
    await page.getByLabel(/Numéro SIRET/).fill('');

    // Un envoi incomplet place le focus sur le résumé des erreurs, en haut, qui mène à chaque champ.
    await page.getByRole('button', { name: "Envoyer ma demande d'inscription" }).click();
    const resume = page.getByTestId('resume-erreurs');
    await expect(resume).toBeFocused();
    await expect(resume).toContainText(/Le formulaire contient \d+ erreurs/);
    await expect(resume).toContainText("Le numéro SIRET de l'établissement est obligatoire.");
    await expect(resume).toContainText(
      "Vous devez attester sur l'honneur l'exactitude des informations saisies.",
    );
    await expect(page.getByText("Le numéro SIRET de l'établissement est obligatoire.").last()).toBeVisible();
    await verifierAccessibilite(page);
    await resume.getByRole('link', { name: /SIRET/ }).click();
    await expect(page.getByLabel(/Numéro SIRET/)).toBeFocused();

    // L'établissement est recherché au répertoire dès que le SIRET est complet.
    await page.getByLabel(/Numéro SIRET/).fill('81234567800013');
    await expect(page.getByTestId('etablissement-trouve')).toContainText(
      '12 RUE DE LA REPUBLIQUE, 69002 LYON',
    );
    await expect(page.getByText('CABINET LUMIERE GESTION')).toBeVisible();
    await expect(page.getByTestId('etablissement-trouve')).toContainText(
      "68.32A — Administration d'immeubles et autres biens immobiliers",
    );

    const representant = page.getByRole('group', { name: /Représentant légal de l'établissement/ });
    await representant.locator('label', { hasText: 'Madame' }).click();
    await representant.getByLabel('Nom', { exact: true }).fill('Lumière');
    await representant.getByLabel('Prénom').fill('Héloïse');
    await representant.getByLabel(/^Adresse électronique/).fill('heloise.lumiere@cabinet-lumiere.fr');
    await representant
      .getByLabel(/^Confirmation de l'adresse électronique/)
      .fill('heloise.lumiere@cabinet-lumiere.fr');
    await representant.getByLabel(/^Téléphone/).fill('04 72 00 00 00');
    await page.locator('label', { hasText: "J'atteste sur l'honneur" }).click();
    await attendreCaptcha(page);
    await page.getByRole('button', { name: "Envoyer ma demande d'inscription" }).click();

    await expect(page).toHaveURL(/\/compte\/inscription\/confirmation$/);
    await expect(page).toHaveTitle('Inscription enregistrée - Registre national des copropriétés');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Votre demande d'inscription est enregistrée",
    );
    await expect(page.getByRole('main')).toContainText('heloise.lumiere@cabinet-lumiere.fr');
    await expect(page.getByRole('main')).toContainText("Recevez votre code d'activation par courrier");
    await verifierAccessibilite(page);

    // Le SIRET est désormais pris : une seconde inscription est refusée dès la recherche.
    const existe = await page.request.get('/api/public/siret/etablissements/existe/81234567800013');
    expect(await existe.json()).toBe(true);
    await page.goto('/compte/inscription/PRO');
    await page.getByLabel(/Numéro SIRET/).fill('81234567800013');
    await expect(
      page.getByText(
        "Ce SIRET est déjà utilisé : contactez l'administrateur principal de votre établissement.",
      ),
    ).toBeVisible();
  });

  test("le formulaire du syndic bénévole demande l'adresse de la copropriété, sans SIRET", async ({
    page,
  }) => {
    await page.goto('/compte/inscription/NON_PRO');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscription : syndic bénévole');
    await expect(page.getByLabel(/Numéro SIRET/)).toHaveCount(0);
    await expect(page.getByRole('group', { name: /Adresse de la copropriété/ })).toBeVisible();
    await page.getByLabel(/Le représentant légal est l'administrateur principal/).uncheck({ force: true });
    await expect(
      page.getByRole('group', { name: /Administrateur principal du compte/ }).getByLabel('Prénom'),
    ).toBeVisible();
    await verifierAccessibilite(page);
  });

  test("un télédéclarant en attente d'activation saisit le code reçu par courrier", async ({ page }) => {
    test.setTimeout(60_000);
    // Établissement en attente d'activation, administrateur avec un mot de passe, code « K7P-Q4X-M92 » connu.
    // Créés par le dépôt de l'application ; empreintes argon2id calculées par ses services.
    await applicationE2E(async ({ db }) => {
      const codeActivationHash = await hacherMotDePasse(normaliserCodeActivation('K7P-Q4X-M92'));
      const motDePasseHash = await hacherMotDePasse('Mot-de-passe-E2E-Inscription-2026!');
      await db.transaction(async (tx) => {
        const teledeclarants = creerTeledeclarantRepository(tx);
        const td = await teledeclarants.inserer({
          type: 'PRO',
          statut: 'ATT_ACTIVATION',
          raisonSociale: 'GESTION IMMOBILIERE DU LITTORAL',
          siret: '88776655400018',
          codeActivationHash,
          codeActivationEnvoyeLe: new Date(),
        });
        await teledeclarants.insererCompte({
          login: 'activation.e2e@littoral-gestion.fr',
          email: 'activation.e2e@littoral-gestion.fr',
          nom: 'Quai',
          prenom: 'Paul',
          civilite: 'M',
          profil: 'TELE_PRO_ADMIN_PRINC',
          statut: 'ACTIF',
          activated: true,
          adminPrincipal: true,
          idTeledeclarant: td.id,
          motDePasseHash,
        });
      });
    });

    await page.goto('/compte/activation');
    await expect(page).toHaveURL(/\/compte\?retour=/);
    await page.getByLabel(/^Identifiant/).fill('activation.e2e@littoral-gestion.fr');
    await page.getByLabel('Mot de passe', { exact: true }).fill('Mot-de-passe-E2E-Inscription-2026!');
    await attendreCaptcha(page);
    await page.getByRole('button', { name: 'Se connecter' }).click();

    await expect(page).toHaveURL(/\/compte\/activation$/);
    await expect(page).toHaveTitle('Activer mon compte - Registre national des copropriétés');
    await verifierAccessibilite(page);

    // Courrier perdu : l'aide donne l'adresse de l'assistance et la marche à suivre pour un nouveau code.
    await page.getByRole('link', { name: "Contactez l'assistance du registre" }).click();
    await expect(page).toHaveURL(/\/aide#assistance$/);
    const assistance = page.getByRole('region', { name: "Contacter l'assistance du registre" });
    await expect(assistance).toBeFocused();
    await expect(
      assistance.getByRole('link', { name: 'assistance@registre-coproprietes.local' }),
    ).toHaveAttribute('href', 'mailto:assistance@registre-coproprietes.local');
    await expect(assistance).toContainText("Courrier perdu ou code d'activation expiré");
    await expect(assistance).toContainText('nouveau code');
    await verifierAccessibilite(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/compte\/activation$/);

    await page.getByLabel(/^Code d'activation/).fill('AAA-BBB-CCC');
    await page.getByRole('button', { name: 'Activer mon compte' }).click();
    await expect(
      page
        .locator('form')
        .getByText("Le code d'activation est erroné : vérifiez votre saisie ou le dernier courrier reçu."),
    ).toBeVisible();
    await verifierAccessibilite(page);

    await page.getByLabel(/^Code d'activation/).fill('k7p-q4x-m92');
    await page.getByRole('button', { name: 'Activer mon compte' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Compte activé')).toBeVisible();
    const compte = await (await page.request.get('/api/account')).json();
    expect(compte.authorities).toContain('IMMATRICULER_NVELLE_COPRO');
    expect(compte.authorities).not.toContain('ATTENTE_ACTIVATION_TELE');
  });
});
