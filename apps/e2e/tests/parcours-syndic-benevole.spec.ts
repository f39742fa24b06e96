import { texteDuPdf } from '../../server/src/test/pdf';
import { attendreCaptcha, expect, seConnecter, test, verifierAccessibilite } from '../fixtures/base';

// Parcours complet de l'issue « Comptes et accès » : inscription d'un syndic bénévole, lettre du code
// d'activation lue dans la boîte de développement, création du mot de passe, connexion, activation,
// création d'un gestionnaire qui n'accède pas à la gestion des comptes ; puis le teneur retrouve ce
// télédéclarant, se connecte en tant que son administrateur et revient à son propre compte.
test.describe('parcours du syndic bénévole, de l’inscription à l’assistance du teneur', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.setTimeout(180_000);

  test('inscription, activation, gestionnaire, connexion en tant que', async ({ page }) => {
    const marque = `${Date.now()}`;
    const admin = `yvette.benevole.${marque}@exemple.fr`;
    const gestionnaire = `gaston.gestion.${marque}@exemple.fr`;
    const motDePasse = 'Benevole-Parcours-2026!';

    // 1. Inscription du syndic bénévole.
    await page.goto('/compte/inscription');
    await page.getByRole('link', { name: 'Syndic bénévole' }).click();
    const voie = `14 rue des Tilleuls ${marque.slice(-6)}`;
    await page.getByLabel('Numéro et voie').fill(voie);
    // La commune se choisit parmi celles que dessert le code postal (issue 7 §5.1) : avec 69003, « Marseille »
    // n'est pas proposée ; un code postal qui ne dessert qu'une commune la choisit d'office.
    const commune = page.getByLabel('Commune');
    await page.getByLabel('Code postal').fill('69003');
    await expect(commune).toHaveValue('Lyon 3e Arrondissement');
    await expect(commune.locator('option', { hasText: 'Marseille' })).toHaveCount(0);
    await page.getByLabel('Code postal').fill('01400');
    await commune.selectOption('Châtillon-sur-Chalaronne');
    await expect(commune).toHaveValue('Châtillon-sur-Chalaronne');
    await page.getByLabel('Code postal').fill('44000');
    await expect(commune).toHaveValue('Nantes');
    const representant = page.getByRole('group', { name: /^Vos coordonnées de syndic bénévole/ });
    await representant.locator('label', { hasText: 'Madame' }).click();
    await representant.getByLabel('Nom', { exact: true }).fill('Benevole');
    await representant.getByLabel('Prénom').fill('Yvette');
    await representant.getByLabel(/^Adresse électronique/).fill(admin);
    await representant.getByLabel(/^Confirmation de l'adresse électronique/).fill(admin);
    await representant.getByLabel(/^Téléphone/).fill('02 40 00 00 00');
    await page.locator('label', { hasText: "J'atteste sur l'honneur" }).click();
    await attendreCaptcha(page);
    await page.getByRole('button', { name: "Envoyer ma demande d'inscription" }).click();
    await expect(page).toHaveURL(/\/compte\/inscription\/confirmation$/);

    // 2. Boîte de réception de développement : le courriel pour créer le mot de passe…
    await page.goto('/dev/boite-de-reception');
    await page.getByLabel('Destinataire').fill(admin);
    await page.getByRole('button', { name: 'Filtrer' }).click();
    const ligneCourriel = page.getByTestId('ligne-courriel').filter({ hasText: admin }).first();
    await ligneCourriel.getByRole('link').first().click();
    const lienMotDePasse = page
      .getByTestId('courriel')
      .getByRole('link', { name: /\/compte\/activate\?key=/ });
    const adresse = await lienMotDePasse.getAttribute('href');
    expect(adresse).toContain('/compte/activate?key=');

    // … et la lettre postale du code d'activation, dont on lit le PDF.
    await page.getByLabel('Destinataire').fill(voie);
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await page.getByRole('tab', { name: 'Lettres' }).click();
    const ligneLettre = page
      .getByTestId('ligne-lettre')
      .filter({ hasText: new RegExp(marque.slice(-6)) })
      .first();
    await expect(ligneLettre).toBeVisible();
    await verifierAccessibilite(page);
    const telechargement = page.waitForEvent('download');
    await ligneLettre.getByRole('link', { name: /Télécharger le PDF/ }).click();
    const fichier = await (await telechargement).createReadStream();
    const morceaux: Buffer[] = [];
    for await (const m of fichier) morceaux.push(m as Buffer);
    const code = /[A-Z2-9]{3}-[A-Z2-9]{3}-[A-Z2-9]{3}/.exec(
      texteDuPdf(new Uint8Array(Buffer.concat(morceaux))),
    )?.[0];
    expect(code, 'code d’activation lu dans la lettre').toBeTruthy();

    // 3. Création du mot de passe, connexion : le bandeau invite à activer le compte.
    await page.goto(new URL(adresse!).pathname + new URL(adresse!).search);
    await page.getByRole('textbox', { name: /^Mot de passe/ }).fill(motDePasse);
    await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill(motDePasse);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByText('Mot de passe enregistré')).toBeVisible();
    await seConnecter(page, admin, motDePasse);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Yvette');
    await expect(page.getByTestId('bandeau-activation')).toBeVisible();
    await verifierAccessibilite(page);

    // 4. Activation par le code reçu par courrier.
    await page.getByTestId('bandeau-activation').getByRole('link').click();
    await expect(page).toHaveURL(/\/compte\/activation$/);
    await page.getByLabel(/Code d'activation/).fill(code!);
    await page.getByRole('button', { name: /Activer/ }).click();
    await expect(page.getByText(/activé/i).first()).toBeVisible();
    await expect(page.getByTestId('bandeau-activation')).toHaveCount(0);

    // 5. L'administrateur crée un gestionnaire.
    await page.goto('/compte/mes-comptes-utilisateurs');
    await page.getByRole('button', { name: 'Créer un compte' }).click();
    const modale = page.getByRole('dialog', { name: 'Créer un compte utilisateur' });
    await modale.getByText('Monsieur', { exact: true }).click();
    await modale.getByLabel('Nom', { exact: true }).fill('Gestion');
    await modale.getByLabel('Prénom', { exact: true }).fill('Gaston');
    await modale.getByLabel(/^Adresse électronique/).fill(gestionnaire);
    await modale.getByLabel("Confirmation de l'adresse électronique").fill(gestionnaire);
    await modale.getByLabel('Profil').selectOption({ label: 'Syndic bénévole — gestionnaire' });
    await modale.getByRole('button', { name: 'Créer le compte' }).click();
    await expect(page.getByText('Compte créé')).toBeVisible();
    await page.getByRole('button', { name: 'Se déconnecter' }).first().click();

    // 6. Le gestionnaire crée son mot de passe, se connecte, et n'accède pas à la gestion des comptes.
    await page.goto('/dev/boite-de-reception');
    await page.getByLabel('Destinataire').fill(gestionnaire);
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await page
      .getByTestId('ligne-courriel')
      .filter({ hasText: gestionnaire })
      .first()
      .getByRole('link')
      .first()
      .click();
    const lienGestionnaire = await page
      .getByTestId('courriel')
      .getByRole('link', { name: /\/compte\/activate\?key=/ })
      .getAttribute('href');
    await page.goto(new URL(lienGestionnaire!).pathname + new URL(lienGestionnaire!).search);
    await page.getByRole('textbox', { name: /^Mot de passe/ }).fill(motDePasse);
    await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill(motDePasse);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await seConnecter(page, gestionnaire, motDePasse);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Gaston');
    await page.goto('/compte/mes-comptes-utilisateurs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accès refusé');
    await page.getByRole('button', { name: 'Se déconnecter' }).first().click();

    // 7. Le teneur retrouve le télédéclarant, se connecte en tant que son administratrice, puis revient.
    await seConnecter(page, 'demo.teneur.admin@registre.local');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Claire');
    await page.goto('/teledeclarants');
    await page
      .getByLabel(/E-mail|Adresse électronique/)
      .first()
      .fill(admin);
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.getByRole('table').getByRole('link').first().click();
    const ligneAdmin = page.getByRole('row').filter({ hasText: admin });
    await ligneAdmin.getByRole('button', { name: 'Se connecter en tant que' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Yvette');
    await expect(page.getByTestId('bandeau-connexion-en-tant-que')).toContainText(admin);
    await verifierAccessibilite(page);
    await page.getByRole('button', { name: 'Quitter la connexion en tant que' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Claire');
    await expect(page.getByTestId('bandeau-connexion-en-tant-que')).toHaveCount(0);
  });
});
